/// The node of a ``GeometryEffect``: draws its content through the effect's transform, animating
/// the effect's `animatableData`, and hit tests through the inverse transform.
final class GeometryEffectNode<Effect: GeometryEffect>: TransformingNode<Effect> {
  private var data: ValueAnimator<Effect.AnimatableData>
  /// The effect as drawn now: the modifier with the animatable data on screen.
  private var presented: Effect

  required init(modifier: Effect, parent: _Node) {
    data = ValueAnimator(modifier.animatableData)
    presented = modifier
    super.init(modifier: modifier, parent: parent)
  }

  override func modifierDidChange(from old: Effect) {
    let target = modifier.animatableData
    // A change to the effect's other properties leaves a running animation on its course.
    if target != data.target,
      data.set(target, animation: graph.animation(for: self), now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    presented = modifier
    presented.animatableData = data.presented
    graph.setNeedsDisplay(frame)
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    guard data.isAnimating else { return base }
    let running = data.advance(to: time)
    presented.animatableData = data.presented
    return running || base
  }

  /// The effect's transform in root coordinates; nil when the effect gave a matrix with a
  /// non-finite entry, which is then left out.
  private var transform: ProjectionTransform? {
    let value = presented.effectValue(size: frame.size)
    guard value.isFinite else {
      ViewGraph.warnOnce(
        "\(Effect.self).effectValue(size:) returned a non-finite transform; the effect is ignored")
      return nil
    }
    return value.moved(to: frame.origin)
  }

  override func draw(into list: inout DisplayListBuilder) {
    guard let transform, !transform.isIdentity else { return super.draw(into: &list) }
    if let affine = transform.affineTransform {
      // A transform that flattens the view to a line shows nothing.
      if affine.a == 0 && affine.b == 0 || affine.c == 0 && affine.d == 0 { return }
      list.group(.pushTransform(affine), .popTransform) { super.draw(into: &$0) }
      return
    }
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else { return }
    let bounds = DisplayItemBounds.of(content.items) ?? frame
    list.append(.pushLayer(LayerEffects(bounds: bounds, projection: transform)))
    list.items.append(contentsOf: content.items)
    list.append(.popLayer)
  }

  /// Where `point` lies before the transform; nil where no point of the view's plane lands.
  override func untransformed(_ point: CGPoint) -> CGPoint? {
    guard let transform else { return point }
    var inverse = transform
    guard inverse.invert() else { return nil }
    return inverse.project(point)
  }
}
