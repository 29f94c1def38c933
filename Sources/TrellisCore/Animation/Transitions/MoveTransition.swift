/// Moves the view in from, and out to, an edge, by its own size.
public struct MoveTransition: Transition, AnyTransitionRepresentable {
  /// The edge the view comes from and goes to.
  public var edge: Edge

  /// Moves in from and out to `edge`.
  public init(edge: Edge) { self.edge = edge }

  /// The content, moved past `edge` outside the identity phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(MoveEffect(edges: [edge], fraction: phase.isIdentity ? 0 : 1))
  }

  var anyTransition: AnyTransition { .move(edge: edge) }
}

extension Transition where Self == MoveTransition {
  /// Moves the view in from, and out to, `edge`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
