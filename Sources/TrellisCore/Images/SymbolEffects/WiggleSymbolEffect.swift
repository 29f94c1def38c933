/// Shakes the symbol: side to side (the default), up and down, or back and forth in a turn.
public struct WiggleSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  enum Direction: Sendable, Equatable { case horizontal(CGFloat), vertical(CGFloat), turn(CGFloat) }
  var direction = Direction.horizontal(1)

  /// Shakes toward the left first.
  public var left: WiggleSymbolEffect { WiggleSymbolEffect(direction: .horizontal(-1)) }
  /// Shakes toward the right first.
  public var right: WiggleSymbolEffect { WiggleSymbolEffect(direction: .horizontal(1)) }
  /// Shakes up first.
  public var up: WiggleSymbolEffect { WiggleSymbolEffect(direction: .vertical(-1)) }
  /// Shakes down first.
  public var down: WiggleSymbolEffect { WiggleSymbolEffect(direction: .vertical(1)) }
  /// Shakes toward the reading direction's end first.
  public var forward: WiggleSymbolEffect { right }
  /// Shakes toward the reading direction's start first.
  public var backward: WiggleSymbolEffect { left }
  /// Rocks clockwise first.
  public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(direction: .turn(1)) }
  /// Rocks counterclockwise first.
  public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(direction: .turn(-1)) }
  /// The effect on every layer together (Trellis's symbols have one).
  public var wholeSymbol: WiggleSymbolEffect { self }
  /// The effect layer by layer (Trellis's symbols have one).
  public var byLayer: WiggleSymbolEffect { self }

  public var _motion: _SymbolEffectMotion {
    func shake(_ amount: Double) -> [SymbolEffectStep] {
      [
        SymbolEffectStep(amount, 0.08), SymbolEffectStep(-amount, 0.14), SymbolEffectStep(amount / 2, 0.12),
        SymbolEffectStep(0, 0.1),
      ]
    }
    switch direction {
    case .horizontal(let sign): return _SymbolEffectMotion(offsetX: shake(3 * sign))
    case .vertical(let sign): return _SymbolEffectMotion(offsetY: shake(3 * sign))
    case .turn(let sign): return _SymbolEffectMotion(rotation: shake(12 * sign))
    }
  }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// Shakes the symbol side to side.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
