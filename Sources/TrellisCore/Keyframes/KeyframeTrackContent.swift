/// A group of keyframes for one track: `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`,
/// `MoveKeyframe`, or a type of yours whose body lists some.
@MainActor @preconcurrency
public protocol KeyframeTrackContent<Value> {
  /// The type the keyframes move through.
  associatedtype Value: Animatable = Body.Value
  /// The keyframes this content stands for.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes, in order.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }

  /// Implementation detail: the keyframes in order.
  func _keyframes() -> [_Keyframe<Value>]
}

extension KeyframeTrackContent where Body.Value == Value {
  /// Implementation detail.
  public func _keyframes() -> [_Keyframe<Value>] { body._keyframes() }
}

/// Implementation detail: one keyframe of a track, whatever its kind.
public struct _Keyframe<Value: Animatable> {
  enum Kind {
    case linear(UnitCurve)
    case spring(Spring, startVelocity: Value.AnimatableData?, settles: Bool)
    case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
    case move
  }

  let to: Value
  let duration: Double
  let kind: Kind

  init(to: Value, duration: Double, kind: Kind) {
    self.to = to
    // A negative, NaN or endless duration would stall or break the timeline.
    self.duration = duration.isFinite ? max(0, duration) : 0
    self.kind = kind
  }
}

/// Implementation detail: the keyframes a `KeyframeTrackContentBuilder` collected.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
  let keyframes: [_Keyframe<Value>]

  /// The sequence itself.
  public var body: Self { return self }

  /// Implementation detail.
  public func _keyframes() -> [_Keyframe<Value>] { keyframes }
}

/// Collects the keyframes of a track, in order, with `if`, `switch` and `for` allowed.
@resultBuilder @MainActor
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// One keyframe or group.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> _KeyframeSequence<Value>
  where Content.Value == Value {
    _KeyframeSequence(keyframes: content._keyframes())
  }

  /// Keyframes one after another.
  public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
    _KeyframeSequence(keyframes: parts.flatMap(\.keyframes))
  }

  /// Keyframes under an `if` without `else`.
  public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
    part ?? _KeyframeSequence(keyframes: [])
  }

  /// The keyframes of an `if`'s first branch.
  public static func buildEither(first part: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { part }

  /// The keyframes of an `if`'s second branch.
  public static func buildEither(second part: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { part }

  /// The keyframes of a `for` loop.
  public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
    _KeyframeSequence(keyframes: parts.flatMap(\.keyframes))
  }
}
