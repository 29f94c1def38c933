/// Dims and restores the symbol's color in waves. SwiftUI steps through a symbol's layers;
/// Trellis's symbols have one, so the whole symbol dims: by half (`dimInactiveLayers`, the
/// default) or nearly out (`hideInactiveLayers`).
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var hidesInactive = false
  var isReversing = false

  /// Lights one layer at a time.
  public var iterative: VariableColorSymbolEffect { self }
  /// Lights layers one after another, keeping the earlier ones lit.
  public var cumulative: VariableColorSymbolEffect { self }
  /// Plays forward, then back.
  public var reversing: VariableColorSymbolEffect {
    var copy = self
    copy.isReversing = true
    return copy
  }
  /// Plays forward only.
  public var nonReversing: VariableColorSymbolEffect {
    var copy = self
    copy.isReversing = false
    return copy
  }
  /// Hides the layers not lit.
  public var hideInactiveLayers: VariableColorSymbolEffect {
    var copy = self
    copy.hidesInactive = true
    return copy
  }
  /// Dims the layers not lit.
  public var dimInactiveLayers: VariableColorSymbolEffect {
    var copy = self
    copy.hidesInactive = false
    return copy
  }

  public var _motion: _SymbolEffectMotion {
    let low = hidesInactive ? 0.1 : 0.5
    let steps =
      isReversing
      ? [
        SymbolEffectStep(low, 0.4), SymbolEffectStep(1, 0.4), SymbolEffectStep(low, 0.4),
        SymbolEffectStep(1, 0.4),
      ]
      : [SymbolEffectStep(low, 0.2), SymbolEffectStep(1, 0.6)]
    return _SymbolEffectMotion(opacity: steps)
  }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Dims and restores the symbol's color in waves.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
