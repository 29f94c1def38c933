/// How a view enters and leaves the tree in an animated change. Without one, views fade.
///
/// ```swift
/// let scaleAndFade = AnyTransition.modifier(
///     active: ScaleAndFade(isActive: true), identity: ScaleAndFade(isActive: false))
/// Wedge().transition(scaleAndFade)
/// ```
public struct AnyTransition: Sendable {
  let insertion: [TransitionStep]
  let removal: [TransitionStep]
  /// Effects that read the phase themselves (modifier pairs and `Transition` values), each
  /// applied once, in the order they were combined.
  let phased: [PhasedTransition]
  /// The animation attached with `animation(_:)`, which wins over the change's own.
  let attachedAnimation: AttachedAnimation?

  init(
    insertion: [TransitionStep], removal: [TransitionStep], phased: [PhasedTransition] = [],
    attachedAnimation: AttachedAnimation? = nil
  ) {
    self.insertion = insertion
    self.removal = removal
    self.phased = phased
    self.attachedAnimation = attachedAnimation
  }

  init(_ steps: [TransitionStep]) { self.init(insertion: steps, removal: steps) }

  init(phased transition: PhasedTransition) { self.init(insertion: [], removal: [], phased: [transition]) }

  /// No effect: the view appears and disappears at once when the change is not animated, and
  /// stays fully drawn while it animates.
  public static let identity = AnyTransition([])
  /// Fades in and out.
  public static let opacity = AnyTransition([.opacity])
  /// Scales up from nothing and back down.
  public static let scale = AnyTransition([.scale(0, .center)])
  /// Scales from `scale` around `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition([.scale(scale.isFinite ? scale : 0, anchor)])
  }
  /// Slides in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
  /// Moves in from, and out to, `edge`, by the view's own size.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
  /// Moves in from, and out to, an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
  /// Moves in from, and out to, an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  /// Pushes in from `edge`, fading, and out towards the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
  }
  /// One transition for insertion, another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      phased: insertion.phased.map { $0.limited(to: .insertion) }
        + removal.phased.map { $0.limited(to: .removal) },
      attachedAnimation: insertion.attachedAnimation ?? removal.attachedAnimation)
  }
  /// A transition from a modifier in its active state (the view absent) and its identity state.
  @MainActor
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(
      phased: PhasedTransition { content, phase in
        AnyView(content.modifier(phase.isIdentity ? identity : active))
      })
  }

  /// This transition together with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion + other.insertion, removal: removal + other.removal, phased: phased + other.phased,
      attachedAnimation: attachedAnimation ?? other.attachedAnimation)
  }

  /// This transition, run with `animation` whether or not the change that inserts or removes
  /// the view is animated; `nil` makes it happen at once.
  ///
  /// ```swift
  /// if showsDetail {
  ///   Detail().transition(.opacity.animation(.easeInOut(duration: 0.3)))
  /// }
  /// ```
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(
      insertion: insertion, removal: removal, phased: phased,
      attachedAnimation: AttachedAnimation(animation: animation))
  }
}

/// The animation a transition carries of its own (`nil` inside: none at all).
struct AttachedAnimation: Sendable {
  let animation: Animation?
}

/// One effect of a built-in transition, active on one side (insertion or removal).
enum TransitionStep: Sendable {
  case opacity
  case scale(CGFloat, UnitPoint)
  case move(Edge)
  case offset(CGSize)
}

/// An effect that reads the transition's phase itself, erased: a modifier pair or a value of a
/// `Transition` type. Unlike a built-in step it is applied once, so an identity state that is not
/// a no-op (extra padding, say) is not doubled.
struct PhasedTransition: @unchecked Sendable {
  /// The sides it acts on; on the other side it stays in its identity state.
  var sides: Sides = .both
  let apply: @MainActor (AnyView, TransitionPhase) -> AnyView

  enum Sides: Sendable { case both, insertion, removal, neither }

  init(apply: @escaping @MainActor (AnyView, TransitionPhase) -> AnyView) { self.apply = apply }

  func limited(to side: Sides) -> PhasedTransition {
    var copy = self
    // An insertion-only effect limited to removal has nothing left to do.
    copy.sides = sides == .both || sides == side ? side : .neither
    return copy
  }

  /// The phase it is applied in when the view is in `phase`.
  func phase(for phase: TransitionPhase) -> TransitionPhase {
    switch (phase, sides) {
    case (.identity, _), (_, .both), (.willAppear, .insertion), (.didDisappear, .removal): phase
    default: .identity
    }
  }
}

extension View {
  /// How this view enters and leaves the tree in animated changes.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}
