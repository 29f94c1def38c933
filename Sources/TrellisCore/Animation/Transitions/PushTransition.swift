/// Pushes the view in from an edge and out towards the opposite one, fading as it goes.
public struct PushTransition: Transition, AnyTransitionRepresentable {
  /// The edge the view comes in from.
  public var edge: Edge

  /// Pushes in from `edge`.
  public init(edge: Edge) { self.edge = edge }

  /// The content, past `edge` before it appears and past the opposite edge after it goes.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .modifier(
        MoveEffect(edges: [phase == .didDisappear ? edge.opposite : edge], fraction: phase.isIdentity ? 0 : 1)
      )
      .opacity(phase.isIdentity ? 1 : 0)
  }

  var anyTransition: AnyTransition { .push(from: edge) }
}

extension Transition where Self == PushTransition {
  /// Pushes the view in from `edge` and out towards the opposite edge.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
