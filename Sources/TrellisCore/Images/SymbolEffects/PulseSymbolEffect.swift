/// Fades the symbol out part way and back.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// The effect on every layer together (Trellis's symbols have one).
  public var wholeSymbol: PulseSymbolEffect { self }
  /// The effect layer by layer (Trellis's symbols have one).
  public var byLayer: PulseSymbolEffect { self }

  public var _motion: _SymbolEffectMotion {
    _SymbolEffectMotion(opacity: [SymbolEffectStep(0.35, 0.5), SymbolEffectStep(1, 0.5)])
  }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// Fades the symbol out part way and back.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
