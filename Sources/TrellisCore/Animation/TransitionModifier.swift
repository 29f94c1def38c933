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
    if modifier.transition.attachedAnimation != nil { graph.hasAttachedTransitionAnimations = true }
    rebuild = { [unowned self] in
      setContent(TransitionEffects(content: AnyView(content), transition: modifier.transition, phase: phase))
    }
    rebuild?()
  }

  /// The animation its transition runs with when the change inserting or removing it has
  /// `ambient`: the one attached to the transition, if any.
  func animation(ambient: Animation?) -> Animation? {
    if let attached = modifier.transition.attachedAnimation { return attached.animation }
    return ambient
  }

  /// Starts in the active state at once, then animates to identity.
  func beginInsertion() {
    graph.withoutAnimation {
      phase = .willAppear
      rebuild?()
    }
    animate(to: .identity)
  }

  /// Animates to the active state of the removal effects.
  func beginRemoval() { animate(to: .didDisappear) }

  private func animate(to phase: TransitionPhase) {
    self.phase = phase
    if let attached = modifier.transition.attachedAnimation {
      graph.withOnlyAnimation(attached.animation) { rebuild?() }
    } else {
      rebuild?()
    }
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
      .modifier(TransitionStepsModifier(steps: transition.insertion, isActive: phase == .willAppear))
      .modifier(TransitionStepsModifier(steps: transition.removal, isActive: phase == .didDisappear))
      .modifier(PhasedTransitionsModifier(transitions: transition.phased, phase: phase))
  }
}

/// Modifier pairs and `Transition` values, each in the phase it sees.
struct PhasedTransitionsModifier: ViewModifier {
  let transitions: [PhasedTransition]
  let phase: TransitionPhase

  func body(content: Content) -> some View {
    var view = AnyView(content)
    for transition in transitions { view = transition.apply(view, transition.phase(for: phase)) }
    return view
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
      }
    }
    return content.opacity(opacity).scaleEffect(scale, anchor: anchor).modifier(move).modifier(
      DrawingOffset(offset: offset))
  }
}

extension ViewGraph {
  /// Runs `body` with animations off, whatever the transaction says.
  func withoutAnimation(_ body: () -> Void) { withOnlyAnimation(nil, body) }

  /// Runs `body` with `animation` (none if nil), whatever the transaction and the scopes around
  /// say.
  func withOnlyAnimation(_ animation: Animation?, _ body: () -> Void) {
    let saved = transaction
    var only = Transaction(animation: animation)
    only.disablesAnimations = animation == nil
    transaction = only
    let savedScopes = hasAnimationScopes
    hasAnimationScopes = false
    body()
    hasAnimationScopes = savedScopes
    transaction = saved
  }

  /// Views inserted in an animated change enter through their transition (a fade by default);
  /// a transition with an animation of its own runs with it, animated change or not.
  func introduce(_ node: _Node) {
    let ambient = animation(for: node)
    guard ambient != nil || hasAttachedTransitionAnimations else { return }
    var nodes: [LayoutNode] = []
    node.collectLayoutNodes(into: &nodes)
    for layout in nodes {
      if let transition = layout.transitionNode {
        if transition.animation(ambient: ambient) != nil { transition.beginInsertion() }
      } else if let ambient {
        layout.animateAppearance(from: 0, animation: ambient)
      }
    }
  }

  /// Views removed in an animated change leave through their transition (a fade by default),
  /// drawn by their container until it ends; either way their state is dropped now.
  func retire(_ node: _Node) {
    let ambient = animation(for: node)
    if ambient != nil || hasAttachedTransitionAnimations, let container = node.parent?.enclosingLayoutNode {
      var nodes: [LayoutNode] = []
      node.collectLayoutNodes(into: &nodes)
      for layout in nodes where layout.frame.width > 0 || layout.frame.height > 0 {
        let transition = layout.transitionNode
        let animation = if let transition { transition.animation(ambient: ambient) } else { ambient }
        guard let animation else { continue }
        if let transition {
          transition.beginRemoval()
        } else {
          layout.animateDisappearance(animation: animation)
        }
        container.addGhost(layout, until: passTime + animation.totalDuration)
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
