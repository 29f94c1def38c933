/// One transition for insertion and another for removal.
///
/// ```swift
/// Banner().transition(AsymmetricTransition(insertion: .push(from: .top), removal: .opacity))
/// ```
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition,
  AnyTransitionRepresentable
{
  /// How the view comes in.
  public var insertion: Insertion
  /// How the view goes.
  public var removal: Removal

  /// `insertion` as the view comes in, `removal` as it goes.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The content through both transitions, each in its identity phase outside its own side.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    removal.apply(
      content: insertion.apply(content: content, phase: phase == .willAppear ? .willAppear : .identity),
      phase: phase == .didDisappear ? .didDisappear : .identity)
  }

  var anyTransition: AnyTransition {
    .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
  }
}
