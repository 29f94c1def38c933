/// A keyframe reached along a straight line, at a speed its timing curve shapes.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  private let keyframe: _Keyframe<Value>

  /// Moves to `to` over `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    keyframe = _Keyframe(to: to, duration: duration, kind: .linear(timingCurve))
  }

  /// The keyframe itself.
  public var body: Self { return self }

  /// Implementation detail.
  public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}
