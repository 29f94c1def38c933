struct VisualEffectModifier: PrimitiveModifier {
  typealias NodeType = VisualEffectNode
  /// The effect for the view's geometry.
  let effect: (GeometryProxy) -> [VisualEffectStep]
}

/// `.visualEffect`: asks for the effect with the view's geometry each time it is drawn, and draws
/// and hit tests through it.
final class VisualEffectNode: PassThroughNode<VisualEffectModifier>, PointTransformingNode {
  override func modifierDidChange(from old: VisualEffectModifier) { graph.setNeedsDisplay(frame) }

  private var steps: [VisualEffectStep] {
    modifier.effect(
      GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: namedCoordinateSpaceFrames))
  }

  override func draw(into list: inout DisplayListBuilder) {
    let steps = self.steps
    guard !steps.isEmpty else { return super.draw(into: &list) }
    var content = DisplayListBuilder()
    super.draw(into: &content)
    steps.draw(content.items, in: frame, environment: environment, into: &list)
  }

  func untransformed(_ point: CGPoint) -> CGPoint? {
    var inverse = steps.transform(in: frame)
    guard inverse.isFinite, inverse.invert() else { return nil }
    return inverse.project(point)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard let local = untransformed(point) else { return nil }
    return super.hitTest(local)
  }

  override func contains(_ point: CGPoint) -> Bool {
    guard let local = untransformed(point) else { return false }
    return super.contains(local)
  }
}

extension View {
  /// Changes how the view looks (offset, scale, rotation, opacity, blur, colors) from its
  /// geometry, without changing its layout. Trellis calls `effect` each time the view is drawn,
  /// on the main actor, with the view's geometry: effects follow the view as it scrolls or moves.
  ///
  /// ```swift
  /// Text(item.title)
  ///     .visualEffect { content, proxy in
  ///         content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.4 : 1)
  ///     }
  /// ```
  public func visualEffect(
    _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier { proxy in effect(EmptyVisualEffect(), proxy).steps })
  }
}
