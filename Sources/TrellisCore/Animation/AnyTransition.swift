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

  init(insertion: [TransitionStep], removal: [TransitionStep]) {
    self.insertion = insertion
    self.removal = removal
  }

  init(_ steps: [TransitionStep]) { self.init(insertion: steps, removal: steps) }

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
    let opposite: Edge =
      switch edge {
      case .top: .bottom
      case .bottom: .top
      case .leading: .trailing
      case .trailing: .leading
      }
    return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
  }
  /// One transition for insertion, another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }
  /// A transition from a modifier in its active state (the view absent) and its identity state.
  @MainActor
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition([.custom(CustomTransition(active: active, identity: identity))])
  }

  /// This transition together with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
  }
}

/// One effect of a transition.
enum TransitionStep: Sendable {
  case opacity
  case scale(CGFloat, UnitPoint)
  case move(Edge)
  case offset(CGSize)
  case custom(CustomTransition)
}

/// A user's modifier pair, erased.
struct CustomTransition: @unchecked Sendable {
  let apply: @MainActor (AnyView, Bool) -> AnyView

  @MainActor init<E: ViewModifier>(active: E, identity: E) {
    apply = { content, isActive in AnyView(content.modifier(isActive ? active : identity)) }
  }
}

extension View {
  /// How this view enters and leaves the tree in animated changes.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}
