/// Swells the symbol slowly and lets it settle; `.pulse` fades it a little as well.
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var fades = false

  /// Swells only.
  public var plain: BreatheSymbolEffect { BreatheSymbolEffect(fades: false) }
  /// Swells and fades.
  public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(fades: true) }
  /// The effect on every layer together (Trellis's symbols have one).
  public var wholeSymbol: BreatheSymbolEffect { self }
  /// The effect layer by layer (Trellis's symbols have one).
  public var byLayer: BreatheSymbolEffect { self }

  public var _motion: _SymbolEffectMotion {
    _SymbolEffectMotion(
      scale: [SymbolEffectStep(1.12, 1), SymbolEffectStep(1, 1)],
      opacity: fades ? [SymbolEffectStep(0.6, 1), SymbolEffectStep(1, 1)] : [])
  }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// Swells the symbol slowly and lets it settle.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
