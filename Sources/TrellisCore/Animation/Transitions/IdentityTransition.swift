/// No effect: the view stays as it is while it is inserted or removed.
public struct IdentityTransition: Transition, AnyTransitionRepresentable {
  /// No effect.
  public init() {}

  /// The content, unchanged.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }

  /// Nothing moves.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

  var anyTransition: AnyTransition { .identity }
}

extension Transition where Self == IdentityTransition {
  /// No effect.
  public static var identity: IdentityTransition { IdentityTransition() }
}
