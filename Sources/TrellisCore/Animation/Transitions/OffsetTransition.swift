/// Moves the view in from, and out to, an offset.
public struct OffsetTransition: Transition, AnyTransitionRepresentable {
  /// How far the view is moved outside the identity phase.
  public var offset: CGSize

  /// Moves in from and out to `offset`.
  public init(_ offset: CGSize) {
    self.offset = CGSize(
      width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
  }

  /// The content, moved by `offset` outside the identity phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(DrawingOffset(offset: phase.isIdentity ? .zero : offset))
  }

  var anyTransition: AnyTransition { .offset(offset) }
}

extension Transition where Self == OffsetTransition {
  /// Moves the view in from, and out to, `offset`.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

  /// Moves the view in from, and out to, an offset of `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}
