/// The node of `.matchedGeometryEffect`. A source is laid out where its parent puts it; a view
/// that is not a source lays its content out in the source's frame. A member inserted in the
/// animated change that removed another member of its group starts from the removed one's
/// frame. Those moves animate the frame the content is laid out in as one, as SwiftUI's do:
/// the content is laid out again at each step, so a card's text stays centred in it.
final class MatchedGeometryNode: LayoutModifierNode<MatchedGeometryEffect> {
  /// The source frame the content was last placed in, when this view follows a source.
  private var followedFrame: CGRect?
  /// The frame the content is laid out in, moving towards where layout and the source put it;
  /// nil until first placed.
  private var contentFrame:
    ValueAnimator<AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>?
  /// The proposal the content gets at rest.
  private var restingProposal = ProposedViewSize.unspecified

  override var appearsInLayoutTree: Bool { false }

  override func didInstall() { graph.matchedGeometryGroups.add(self) }

  override func modifierDidChange(from old: MatchedGeometryEffect) {
    if old.key != modifier.key {
      graph.matchedGeometryGroups.remove(self, key: old.key)
      graph.matchedGeometryGroups.add(self)
    }
    invalidateLayout()
  }

  override func dispose() {
    guard isAlive else { return }
    // The animation is worked out now, while every view above is still there: after this the
    // node is at most a ghost whose ancestors may be gone.
    graph.matchedGeometryGroups.depart(self, animation: graph.animation(for: self))
    super.dispose()
    // A ghost moved towards the new source is placed again later; what it asks of its
    // ancestors must stop here.
    parent = nil
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let source = sourceFrame()
    followedFrame = source
    var target = rect
    restingProposal = proposal
    if let source {
      // Sanitized: a NaN anchor would make a target that never equals itself.
      target = LayoutNode.sanitize(modifier.properties.apply(source, to: rect, anchor: modifier.anchor))
      if modifier.properties.contains(.size) { restingProposal = ProposedViewSize(target.size) }
    }
    if var animator = contentFrame {
      // Only matched geometry moves the content's frame as one: a source that its own layout
      // moves lays its content out as any view does, each part animating on its own.
      let animation = source != nil || animator.isAnimating ? graph.animation(for: self) : nil
      if target.animatableData != animator.target,
        animator.set(
          target.animatableData, animation: animation, now: graph.passTime, environment: environment)
      {
        graph.startAnimating(self)
      }
      contentFrame = animator
    } else {
      contentFrame = firstContentFrame(target)
    }
    if contentFrame?.isAnimating == true {
      graph.withoutAnimation { placeContent() }
    } else {
      placeContent()
    }
  }

  /// The content's frame when first placed: at `target`, or, when another member of the group
  /// was removed in this animated change, moving from the removed one's frame to `target`.
  private func firstContentFrame(
    _ target: CGRect
  ) -> ValueAnimator<AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>> {
    let properties = modifier.properties
    guard let departure = graph.matchedGeometryGroups.departure(for: modifier.key), departure.node !== self,
      let animation = graph.animation(for: self)
    else { return ValueAnimator(target.animatableData) }
    let start = LayoutNode.sanitize(properties.apply(departure.frame, to: target, anchor: modifier.anchor))
    var animator = ValueAnimator(start.animatableData)
    if animator.set(
      target.animatableData, animation: animation, now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    animateFrame(
      from: LayoutNode.sanitize(properties.apply(departure.frame, to: frame, anchor: modifier.anchor)),
      animation: animation)
    return animator
  }

  /// Places the content in its presented frame: as its parent placed it when at rest in the
  /// parent's rectangle, else proposed the frame's size and aligned in it at the anchor.
  private func placeContent() {
    guard let contentFrame else { return }
    let rect = CGRect.zero.with(contentFrame.presented)
    let isFollowing = followedFrame != nil
    if !contentFrame.isAnimating, !isFollowing {
      return super.placeSubviews(in: rect, proposal: restingProposal)
    }
    let proposal = contentFrame.isAnimating ? ProposedViewSize(rect.size) : restingProposal
    let size = contentSize(proposal)
    let anchor = modifier.anchor
    let content = CGRect(
      x: rect.minX + (rect.width - size.width) * anchor.x,
      y: rect.minY + (rect.height - size.height) * anchor.y,
      width: size.width, height: size.height)
    for node in subviews { node.place(in: content, proposal: proposal) }
  }

  override func advanceAnimations(to time: Double) -> Bool {
    var running = super.advanceAnimations(to: time)
    guard var animator = contentFrame, animator.isAnimating else { return running }
    running = animator.advance(to: time) || running
    contentFrame = animator
    graph.withoutAnimation { placeContent() }
    return running
  }

  /// The placed frame of the source this view follows, or nil when it is a source itself or its
  /// group has no placed source.
  private func sourceFrame() -> CGRect? {
    guard !modifier.isSource, let source = graph.matchedGeometryGroups.source(for: modifier.key),
      source !== self, !source.layoutFrame.isNull
    else { return nil }
    return source.layoutFrame
  }

  /// Places the content again if the source it follows has moved since: the source may be
  /// placed after this view in a layout pass. Returns whether it moved.
  func followSource() -> Bool {
    guard sourceFrame() != followedFrame, !layoutFrame.isNull, let proposal = placedProposal else {
      return false
    }
    placeSubviews(in: layoutFrame, proposal: proposal)
    return true
  }

  /// Moves this removed member, a ghost, towards `target`, the new source's frame.
  func moveAsGhost(towards target: CGRect) {
    let rect = modifier.properties.apply(target, to: layoutFrame, anchor: modifier.anchor)
    place(in: rect, proposal: ProposedViewSize(rect.size))
  }
}
