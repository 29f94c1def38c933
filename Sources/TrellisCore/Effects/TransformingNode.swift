/// A pass-through node that draws its content moved by a transform (a geometry effect, a visual
/// effect): hit testing, and a control's release, reach the content through the inverse.
class TransformingNode<M: ViewModifier>: PassThroughNode<M>, PointTransformingNode {
  /// Where `point` lies in the content as laid out; nil where none of it is drawn. Subclasses
  /// override it; by default, where it is.
  func untransformed(_ point: CGPoint) -> CGPoint? { point }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard let local = untransformed(point) else { return nil }
    return super.hitTest(local)
  }

  override func contains(_ point: CGPoint) -> Bool {
    guard let local = untransformed(point) else { return false }
    return super.contains(local)
  }
}

/// A node that draws its content through visual effect steps worked out when it is drawn.
class VisualEffectStepsNode<M: ViewModifier>: TransformingNode<M> {
  /// The steps to draw with now. Subclasses override it.
  var steps: [VisualEffectStep] { [] }

  override func draw(into list: inout DisplayListBuilder) {
    let steps = self.steps
    guard !steps.isEmpty else { return super.draw(into: &list) }
    var content = DisplayListBuilder()
    super.draw(into: &content)
    steps.draw(content.items, in: frame, environment: environment, into: &list)
  }

  override func untransformed(_ point: CGPoint) -> CGPoint? {
    var inverse = steps.transform(in: frame)
    guard inverse.isFinite, inverse.invert() else { return nil }
    return inverse.project(point)
  }
}
