struct VisualEffectModifier: PrimitiveModifier {
  typealias NodeType = VisualEffectNode
  /// The effect for the view's geometry.
  let effect: (GeometryProxy) -> [VisualEffectStep]
}

/// `.visualEffect`: asks for the effect with the view's geometry each time it is drawn, and draws
/// and hit tests through it.
final class VisualEffectNode: VisualEffectStepsNode<VisualEffectModifier> {
  override func modifierDidChange(from old: VisualEffectModifier) { graph.setNeedsDisplay(frame) }

  override var steps: [VisualEffectStep] {
    modifier.effect(
      GeometryProxy(size: frame.size, globalFrame: frame, namedFrames: namedCoordinateSpaceFrames))
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
