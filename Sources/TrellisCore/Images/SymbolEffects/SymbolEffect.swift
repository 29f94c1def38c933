/// An animation a symbol image plays: `.pulse`, `.bounce`, `.scale`, `.variableColor`,
/// `.rotate`, `.wiggle` or `.breathe`, applied with `symbolEffect(_:options:isActive:)` or
/// `symbolEffect(_:options:value:)`.
///
/// Trellis's symbols are drawn as one layer, so the by-layer forms move the whole symbol.
public protocol SymbolEffect: Sendable, Equatable {
  /// Implementation detail: how the effect moves the symbol.
  var _motion: _SymbolEffectMotion { get }
}

/// An effect that plays for as long as it is active: `symbolEffect(_:options:isActive:)`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that plays once each time a value changes: `symbolEffect(_:options:value:)`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// Implementation detail: one run of a symbol effect, as keyframes of scale, opacity, rotation
/// and offset, each a list of (value, seconds) steps from the resting symbol.
public struct _SymbolEffectMotion: Sendable, Equatable {
  typealias Steps = [SymbolEffectStep]

  var scale: Steps = []
  var opacity: Steps = []
  var rotation: Steps = []
  var offsetX: Steps = []
  var offsetY: Steps = []
  /// Where the scale and rotation are anchored.
  var anchor: UnitPoint = .center
  /// Whether each rotation step turns further from the last (a full turn), rather than to an
  /// angle from rest (a rocking wiggle).
  var rotationAccumulates = false
  /// A state the symbol holds while the effect is active (`.scale`), rather than a run.
  var heldScale: CGFloat?

  /// How long one run takes.
  var duration: Double {
    [scale, opacity, rotation, offsetX, offsetY].map { $0.reduce(0) { $0 + $1.duration } }.max() ?? 0
  }
}

/// One keyframe of a symbol effect: the value to reach and the seconds it takes.
struct SymbolEffectStep: Sendable, Equatable {
  var value: Double
  var duration: Double

  init(_ value: Double, _ duration: Double) {
    self.value = value
    self.duration = duration
  }
}
