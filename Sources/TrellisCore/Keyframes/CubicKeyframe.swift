/// A keyframe reached along a cubic curve. Velocities left out are chosen for smooth motion:
/// the track's velocity at the start, and at the end the slope through the neighbouring
/// keyframes when a cubic keyframe follows (a Catmull-Rom spline), or rest.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  private let keyframe: _Keyframe<Value>

  /// Moves to `to` over `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    keyframe = _Keyframe(
      to: to, duration: duration,
      kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
  }

  /// The keyframe itself.
  public var body: Self { return self }

  /// Implementation detail.
  public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}
