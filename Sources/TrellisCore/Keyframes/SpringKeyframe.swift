/// A keyframe a spring pulls towards, starting with the velocity the track had. Cut short by
/// `duration`, the next keyframe starts from wherever the spring had got to.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  private let keyframe: _Keyframe<Value>

  /// Springs to `to`, for `duration` seconds or, when nil, until the spring settles.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
  ) {
    keyframe = _Keyframe(
      to: to, duration: duration ?? spring.settlingDuration,
      kind: .spring(spring, startVelocity: startVelocity?.animatableData, settles: duration == nil))
  }

  /// The keyframe itself.
  public var body: Self { return self }

  /// Implementation detail.
  public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}
