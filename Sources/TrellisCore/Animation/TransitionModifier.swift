/// Where a transitioning view is in its transition.
enum TransitionPhase: Equatable {
  case identity, inserting, removing
}

struct TransitionModifier: ViewModifier {
  let transition: AnyTransition

  func body(content: Content) -> Never { fatalError("TransitionModifier is primitive") }

  static func _makeModified<C: View>(_ modifier: Self, content: C, parent: _Node) -> _Node {
    let node = TransitionNode(modifier: modifier, parent: parent)
    node.setBuilder(content)
    return node
  }

  static func _updateModified<C: View>(_ node: _Node, modifier: Self, content: C) {
    let node = unsafeDowncast(node, to: TransitionNode.self)
    node.modifier = modifier
    node.setBuilder(content)
  }
}

/// The node of `.transition`: it shows its content through the transition's effects, in their
/// identity state normally and in their active state while entering or leaving.
final class TransitionNode: PassThroughNode<TransitionModifier> {
  private(set) var phase = TransitionPhase.identity
  private var rebuild: (() -> Void)?

  func setBuilder<C: View>(_ content: C) {
    rebuild = { [unowned self] in
      setContent(TransitionEffects(content: AnyView(content), transition: modifier.transition, phase: phase))
    }
    rebuild?()
  }

  /// Starts in the active state at once, then animates to identity.
  func beginInsertion(animation: Animation) {
    graph.withoutAnimation {
      phase = .inserting
      rebuild?()
    }
    phase = .identity
    rebuild?()
  }

  /// Animates to the active state of the removal effects.
  func beginRemoval(animation: Animation) {
    phase = .removing
    rebuild?()
  }
}

/// The content with a transition's effects in one phase. Its structure is the same in every
/// phase, so a phase change updates the effects in place and they animate.
struct TransitionEffects: View {
  let content: AnyView
  let transition: AnyTransition
  let phase: TransitionPhase

  var body: some View {
    content
      .modifier(TransitionStepsModifier(steps: transition.insertion, isActive: phase == .inserting))
      .modifier(TransitionStepsModifier(steps: transition.removal, isActive: phase == .removing))
  }
}

struct TransitionStepsModifier: ViewModifier {
  let steps: [TransitionStep]
  let isActive: Bool

  func body(content: Content) -> some View {
    var opacity = 1.0
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var offset = CGSize.zero
    var move = MoveEffect(edges: [], fraction: 0)
    var customs: [CustomTransition] = []
    for step in steps {
      switch step {
      case .opacity: if isActive { opacity = 0 }
      case .scale(let factor, let point):
        anchor = point
        if isActive { scale = CGSize(width: factor, height: factor) }
      case .move(let edge):
        move.edges.append(edge)
        if isActive { move.fraction = 1 }
      case .offset(let amount):
        if isActive {
          offset = CGSize(width: offset.width + amount.width, height: offset.height + amount.height)
        }
      case .custom(let custom): customs.append(custom)
      }
    }
    var view = AnyView(
      content.opacity(opacity).scaleEffect(scale, anchor: anchor).modifier(move).modifier(
        DrawingOffset(offset: offset)))
    for custom in customs { view = custom.apply(view, isActive) }
    return view
  }
}

extension ViewGraph {
  /// Runs `body` with animations off, whatever the transaction says.
  func withoutAnimation(_ body: () -> Void) {
    let saved = transaction
    var none = Transaction()
    none.disablesAnimations = true
    transaction = none
    let savedScopes = hasAnimationScopes
    hasAnimationScopes = false
    body()
    hasAnimationScopes = savedScopes
    transaction = saved
  }

  /// Views inserted in an animated change enter through their transition (a fade by default).
  func introduce(_ node: _Node) {
    guard let animation = animation(for: node) else { return }
    var nodes: [LayoutNode] = []
    node.collectLayoutNodes(into: &nodes)
    for layout in nodes {
      if let transition = layout.transitionNode {
        transition.beginInsertion(animation: animation)
      } else {
        layout.animateAppearance(from: 0, animation: animation)
      }
    }
  }

  /// Views removed in an animated change leave through their transition (a fade by default),
  /// drawn by their container until it ends; either way their state is dropped now.
  func retire(_ node: _Node) {
    if let animation = animation(for: node), let container = node.parent?.enclosingLayoutNode {
      var nodes: [LayoutNode] = []
      node.collectLayoutNodes(into: &nodes)
      let end = passTime + animation.totalDuration
      for layout in nodes where layout.frame.width > 0 || layout.frame.height > 0 {
        if let transition = layout.transitionNode {
          transition.beginRemoval(animation: animation)
        } else {
          layout.animateDisappearance(animation: animation)
        }
        container.addGhost(layout, until: end)
      }
    }
    node.dispose()
  }
}

extension LayoutNode {
  /// The `.transition` node at the outside of this view, looking through single-content
  /// modifiers.
  var transitionNode: TransitionNode? {
    var current: LayoutNode? = self
    var depth = 0
    while let node = current, depth < 12 {
      if let transition = node as? TransitionNode { return transition }
      let nodes = node.subviews
      current = nodes.count == 1 ? nodes[0] : nil
      depth += 1
    }
    return nil
  }
}

extension Animation {
  /// How long the animation runs in all, delay and repeats included (a forever-repeating one is
  /// counted once).
  var totalDuration: Double {
    delay + settlingDuration * Double(repeatCount ?? 1) / speed
  }
}
