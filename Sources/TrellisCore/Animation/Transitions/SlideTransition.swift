/// Slides the view in from the leading edge and out to the trailing edge.
public struct SlideTransition: Transition, AnyTransitionRepresentable {
  /// A slide.
  public init() {}

  /// The content, past the leading edge before it appears and past the trailing edge after.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(
      MoveEffect(edges: [phase == .didDisappear ? .trailing : .leading], fraction: phase.isIdentity ? 0 : 1))
  }

  var anyTransition: AnyTransition { .slide }
}

extension Transition where Self == SlideTransition {
  /// Slides the view in from the leading edge and out to the trailing edge.
  public static var slide: SlideTransition { SlideTransition() }
}
