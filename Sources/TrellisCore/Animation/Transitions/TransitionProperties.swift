/// What a transition does, for the system to take into account. Trellis has no reduced-motion
/// setting, so nothing reads it yet.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view.
  public var hasMotion: Bool

  /// Properties of a transition that moves the view, or not.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
