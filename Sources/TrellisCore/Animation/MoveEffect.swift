/// Moves drawing by a fraction of the view's own size towards edges: the `.move` and `.slide`
/// transitions.
struct MoveEffect: PrimitiveModifier {
  typealias NodeType = MoveEffectNode
  var edges: [Edge]
  var fraction: Double
}

final class MoveEffectNode: PassThroughNode<MoveEffect> {
  private var fraction: ValueAnimator<Double>

  required init(modifier: MoveEffect, parent: _Node) {
    fraction = ValueAnimator(modifier.fraction)
    super.init(modifier: modifier, parent: parent)
  }

  override func modifierDidChange(from old: MoveEffect) {
    if fraction.set(
      modifier.fraction, animation: graph.animation(for: self), now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    graph.setNeedsDisplay(frame)
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    return fraction.advance(to: time) || base
  }

  override func draw(into list: inout DisplayListBuilder) {
    let f = fraction.presented
    guard f != 0, !modifier.edges.isEmpty else { return super.draw(into: &list) }
    var dx: CGFloat = 0
    var dy: CGFloat = 0
    let rtl = environment.layoutDirection == .rightToLeft
    for edge in modifier.edges {
      switch edge {
      case .top: dy -= frame.height
      case .bottom: dy += frame.height
      case .leading: dx += rtl ? frame.width : -frame.width
      case .trailing: dx += rtl ? -frame.width : frame.width
      }
    }
    let transform = CGAffineTransform(translationX: dx * f, y: dy * f)
    list.group(.pushTransform(transform), .popTransform) { super.draw(into: &$0) }
  }
}

/// Moves drawing (not layout) by an offset: the `.offset` transition.
struct DrawingOffset: PrimitiveModifier {
  typealias NodeType = DrawingOffsetNode
  var offset: CGSize
}

final class DrawingOffsetNode: PassThroughNode<DrawingOffset> {
  private var offset: ValueAnimator<AnimatablePair<CGFloat, CGFloat>>

  required init(modifier: DrawingOffset, parent: _Node) {
    offset = ValueAnimator(AnimatablePair(modifier.offset.width, modifier.offset.height))
    super.init(modifier: modifier, parent: parent)
  }

  override func modifierDidChange(from old: DrawingOffset) {
    let target = AnimatablePair(modifier.offset.width, modifier.offset.height)
    if offset.set(
      target, animation: graph.animation(for: self), now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    graph.setNeedsDisplay(frame)
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    return offset.advance(to: time) || base
  }

  override func draw(into list: inout DisplayListBuilder) {
    let value = offset.presented
    guard value.first != 0 || value.second != 0 else { return super.draw(into: &list) }
    list.group(.pushTransform(CGAffineTransform(translationX: value.first, y: value.second)), .popTransform) {
      super.draw(into: &$0)
    }
  }
}
