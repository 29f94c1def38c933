/// Where a view is in its scroll transition: coming in or going out past the top (leading)
/// edge of its scroll view, fully shown, or past the bottom (trailing) edge. A
/// ``View/scrollTransition(_:axis:transition:)`` closure makes its effect for each phase, and
/// Trellis draws the view between them as it scrolls.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Past the top or leading edge.
  case topLeading
  /// Shown: the effect should change nothing.
  case identity
  /// Past the bottom or trailing edge.
  case bottomTrailing

  /// Whether this is the `identity` phase.
  public var isIdentity: Bool { self == .identity }

  /// −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`: a number to scale effects by.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}
