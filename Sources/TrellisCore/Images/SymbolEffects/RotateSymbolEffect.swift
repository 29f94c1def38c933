/// Turns the symbol a full turn, clockwise (the default) or counterclockwise.
public struct RotateSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var isCounterClockwise = false

  /// Turns clockwise.
  public var clockwise: RotateSymbolEffect { RotateSymbolEffect(isCounterClockwise: false) }
  /// Turns counterclockwise.
  public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(isCounterClockwise: true) }
  /// The effect on every layer together (Trellis's symbols have one).
  public var wholeSymbol: RotateSymbolEffect { self }
  /// The effect layer by layer (Trellis's symbols have one).
  public var byLayer: RotateSymbolEffect { self }

  public var _motion: _SymbolEffectMotion {
    _SymbolEffectMotion(
      rotation: [SymbolEffectStep(isCounterClockwise ? -360 : 360, 1)], rotationAccumulates: true)
  }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// Turns the symbol a full turn.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
