struct ScrollTransitionModifier: PrimitiveModifier {
  typealias NodeType = ScrollTransitionNode
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  /// The effect for each phase.
  let effect: (ScrollTransitionPhase) -> [VisualEffectStep]
}

/// `.scrollTransition`: draws the view between the effects of its phases by where it is in the
/// nearest scroll view, each time it is drawn; hit testing follows the drawing.
final class ScrollTransitionNode: VisualEffectStepsNode<ScrollTransitionModifier> {
  /// For animated configurations: how far the view is drawn towards `identity` (1) from the
  /// edge phase it last crossed, and which edge that was.
  private var animatedProgress = ValueAnimator(1.0)
  private var animatedEdge = ScrollTransitionPhase.bottomTrailing
  /// Whether the view was drawn yet: where it first shows, it starts in its phase, unanimated.
  private var hasBeenDrawn = false

  override func modifierDidChange(from old: ScrollTransitionModifier) { graph.setNeedsDisplay(frame) }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    return animatedProgress.advance(to: time) || base
  }

  /// The nearest scroll view around this one.
  private var scrollView: ScrollNode? {
    var current = parent
    while let node = current {
      if let scroll = node as? ScrollNode { return scroll }
      current = node.parent
    }
    return nil
  }

  /// The edge the view is past, and how far (0…1) it has come towards the threshold; nil when
  /// it is shown or in no scroll view.
  private func position() -> (edge: ScrollTransitionPhase, progress: Double)? {
    guard let scroll = scrollView else { return nil }
    let axis = modifier.axis ?? (scroll.axes == .horizontal ? .horizontal : .vertical)
    let container = scroll.frame
    let view = frame
    let (c0, c1, v0, v1) =
      axis == .vertical
      ? (container.minY, container.maxY, view.minY, view.maxY)
      : (container.minX, container.maxX, view.minX, view.maxX)
    func progress(travelled: Double, _ configuration: ScrollTransitionConfiguration) -> Double {
      let distance = configuration.threshold.distance(
        length: Double(v1 - v0), containerLength: Double(c1 - c0))
      guard distance > 0 else { return travelled >= 0 ? 1 : 0 }
      return min(max(travelled / distance, 0), 1)
    }
    let bottom = progress(travelled: Double(c1 - v0), modifier.bottomTrailing)
    if bottom < 1 { return (.bottomTrailing, bottom) }
    let top = progress(travelled: Double(v1 - c0), modifier.topLeading)
    if top < 1 { return (.topLeading, top) }
    return nil
  }

  /// The configuration for the edge the view is past (or was last past, when shown).
  private func configuration(at edge: ScrollTransitionPhase) -> ScrollTransitionConfiguration {
    edge == .topLeading ? modifier.topLeading : modifier.bottomTrailing
  }

  /// For an animated configuration, starts animating towards the phase the view is in now when
  /// it crossed the threshold since it was last drawn.
  private func followPosition() {
    let here = position()
    let edge = here?.edge ?? animatedEdge
    guard case .animated(let animation) = configuration(at: edge).mode else { return }
    let target = here == nil ? 1.0 : 0.0
    animatedEdge = edge
    if !hasBeenDrawn {
      hasBeenDrawn = true
      animatedProgress = ValueAnimator(target)
    } else if target != animatedProgress.target,
      animatedProgress.set(target, animation: animation, now: graph.now(), environment: environment)
    {
      graph.startAnimating(self)
    }
  }

  override func draw(into list: inout DisplayListBuilder) {
    followPosition()
    super.draw(into: &list)
  }

  /// The effect to draw with now.
  override var steps: [VisualEffectStep] {
    let identity = modifier.effect(.identity)
    let here = position()
    switch configuration(at: here?.edge ?? animatedEdge).mode {
    case .identity:
      return identity
    case .interactive(let curve):
      guard let here else { return identity }
      return modifier.effect(here.edge).interpolated(to: identity, fraction: curve.value(at: here.progress))
    case .animated:
      return modifier.effect(animatedEdge).interpolated(to: identity, fraction: animatedProgress.presented)
    }
  }
}

extension View {
  /// Changes how the view looks as it scrolls into and out of the nearest scroll view: `transition`
  /// makes the effect for each phase (`.topLeading`, `.identity`, `.bottomTrailing`), and the view
  /// is drawn between them by how far in it is. Layout is unchanged.
  ///
  /// ```swift
  /// ScrollView {
  ///     ForEach(photos) { photo in
  ///         PhotoCard(photo)
  ///             .scrollTransition { content, phase in
  ///                 content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
  ///             }
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: How the view follows its position: `.interactive` (the default),
  ///     `.animated` or `.identity`, and from what threshold it counts as shown.
  ///   - axis: The axis to follow; nil for the scroll view's.
  ///   - transition: The effect for a phase, on the main actor.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(
      topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// Changes how the view looks as it scrolls in and out, with a configuration for each edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
        effect: { phase in transition(EmptyVisualEffect(), phase).steps }))
  }
}
