/// Where a view is in its transition: about to appear, shown, or gone.
public enum TransitionPhase: Hashable, Sendable {
  /// The view is being inserted: the look it animates in from.
  case willAppear
  /// The view is in the tree and shown as it is.
  case identity
  /// The view has been removed: the look it animates out to.
  case didDisappear

  /// Whether this is the `identity` phase.
  public var isIdentity: Bool { self == .identity }

  /// -1 before appearing, 0 shown, 1 after disappearing: a number to scale effects by, so that a
  /// view can leave on the other side from the one it came in on.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}
