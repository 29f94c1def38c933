/// A description of how a view looks while it is inserted into the tree or removed from it: the
/// view's look in each phase, between which the change animates.
///
/// ```swift
/// struct Twirl: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content
///       .scaleEffect(phase.isIdentity ? 1 : 0.5)
///       .opacity(phase.isIdentity ? 1 : 0)
///       .rotationEffect(.degrees(phase.value * 90))
///   }
/// }
///
/// Avatar().transition(Twirl())
/// ```
///
/// Keep the structure of `body` the same in every phase and change only values, so that the
/// values animate.
@MainActor @preconcurrency
public protocol Transition {
  /// The view a transition makes of its content.
  associatedtype Body: View

  /// The content's look in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does, such as whether it moves the view.
  static var properties: TransitionProperties { get }

  /// The view a transition's `body` is handed: the transitioning view itself.
  typealias Content = PlaceholderContentView<Self>
}

extension Transition {
  /// The transition's properties: by default it is taken to move the view.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` with this transition's effects in `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView(AnyView(content)), phase: phase)
  }

  /// This transition, run with `animation` whether or not the change that inserts or removes the
  /// view is animated; `nil` makes it happen at once.
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(base: self, animation: animation)
  }

  /// This transition with `other`'s effects applied over it.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }
}

extension AnyTransition {
  /// A type-erased `transition`.
  @MainActor
  public init<T: Transition>(_ transition: T) {
    if let representable = transition as? any AnyTransitionRepresentable {
      self = representable.anyTransition
    } else {
      self.init(
        phased: PhasedTransition { content, phase in AnyView(transition.apply(content: content, phase: phase))
        })
    }
  }
}

extension View {
  /// How this view enters and leaves the tree in animated changes.
  ///
  /// ```swift
  /// if isShowingBadge {
  ///   Badge().transition(.blurReplace)
  /// }
  /// ```
  public func transition<T: Transition>(_ transition: T) -> some View {
    self.transition(AnyTransition(transition))
  }
}

/// A transition Trellis runs through the effects of `AnyTransition` directly, so that its sides
/// and attached animation are kept.
@MainActor
protocol AnyTransitionRepresentable {
  var anyTransition: AnyTransition { get }
}

/// `animation(_:)` of a `Transition`.
struct AnimatedTransition<Base: Transition>: Transition, AnyTransitionRepresentable {
  let base: Base
  let animation: Animation?

  func body(content: Content, phase: TransitionPhase) -> some View {
    base.apply(content: content, phase: phase)
  }

  var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}

/// `combined(with:)` of a `Transition`.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, AnyTransitionRepresentable {
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }

  var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}
