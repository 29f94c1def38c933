/// A keyframe the track jumps to at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  private let keyframe: _Keyframe<Value>

  /// Jumps to `to`.
  public init(_ to: Value) {
    keyframe = _Keyframe(to: to, duration: 0, kind: .move)
  }

  /// The keyframe itself.
  public var body: Self { return self }

  /// Implementation detail.
  public func _keyframes() -> [_Keyframe<Value>] { [keyframe] }
}
