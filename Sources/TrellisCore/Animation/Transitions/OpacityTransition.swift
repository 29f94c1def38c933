/// Fades the view in and out.
public struct OpacityTransition: Transition, AnyTransitionRepresentable {
  /// A fade.
  public init() {}

  /// The content, transparent outside the identity phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }

  /// A fade does not move the view.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

  var anyTransition: AnyTransition { .opacity }
}

extension Transition where Self == OpacityTransition {
  /// Fades the view in and out.
  public static var opacity: OpacityTransition { OpacityTransition() }
}
