/// Squashes the symbol and springs it back past its size: up (the default) or down.
public struct BounceSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var isDown = false

  /// Bounces upward: the symbol grows past its size.
  public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
  /// Bounces downward: the symbol shrinks and comes back.
  public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
  /// The effect on every layer together (Trellis's symbols have one).
  public var wholeSymbol: BounceSymbolEffect { self }
  /// The effect layer by layer (Trellis's symbols have one).
  public var byLayer: BounceSymbolEffect { self }

  public var _motion: _SymbolEffectMotion {
    if isDown {
      return _SymbolEffectMotion(
        scale: [SymbolEffectStep(0.8, 0.15), SymbolEffectStep(1.05, 0.15), SymbolEffectStep(1, 0.2)],
        offsetY: [SymbolEffectStep(2, 0.15), SymbolEffectStep(0, 0.35)], anchor: .bottom)
    }
    return _SymbolEffectMotion(
      scale: [SymbolEffectStep(0.9, 0.1), SymbolEffectStep(1.2, 0.15), SymbolEffectStep(1, 0.25)],
      offsetY: [SymbolEffectStep(0, 0.1), SymbolEffectStep(-3, 0.15), SymbolEffectStep(0, 0.25)],
      anchor: .bottom)
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// Squashes the symbol and springs it back past its size.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
