/// Holds the symbol larger (up, the default) or smaller (down) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  var isDown = false

  /// Holds the symbol larger.
  public var up: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
  /// Holds the symbol smaller.
  public var down: ScaleSymbolEffect { ScaleSymbolEffect(isDown: true) }
  /// The effect on every layer together (Trellis's symbols have one).
  public var wholeSymbol: ScaleSymbolEffect { self }
  /// The effect layer by layer (Trellis's symbols have one).
  public var byLayer: ScaleSymbolEffect { self }

  public var _motion: _SymbolEffectMotion { _SymbolEffectMotion(heldScale: isDown ? 0.8 : 1.2) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// Holds the symbol larger while active.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
