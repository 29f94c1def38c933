struct ShadowModifier: PrimitiveModifier {
  typealias NodeType = ShadowNode
  let color: Color
  let radius: CGFloat
  let offset: CGSize
}

/// `.shadow`: draws the content in a layer that casts a blurred, offset silhouette of itself.
final class ShadowNode: PassThroughNode<ShadowModifier> {
  override func modifierDidChange(from old: ShadowModifier) { graph.setNeedsDisplay(frame) }

  override func draw(into list: inout DisplayListBuilder) {
    let color = modifier.color.resolve(in: environment)
    guard color.opacity > 0 else { return super.draw(into: &list) }
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else { return }
    let shadow = LayerEffects.Shadow(color: color, radius: modifier.radius, offset: modifier.offset)
    list.append(.pushLayer(LayerEffects(shadow: shadow, bounds: DisplayItemBounds.of(content.items))))
    list.items.append(contentsOf: content.items)
    list.append(.popLayer)
  }
}

extension View {
  /// Casts a shadow of the view's drawing: its silhouette in `color`, blurred by `radius` points
  /// and moved by `x`, `y`. Layout is unchanged.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(.white)
  ///     .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3)
  /// ```
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    modifier(
      ShadowModifier(
        color: color, radius: cleanLength(radius, "shadow radius") ?? 0,
        offset: CGSize(width: finiteOffset(x, "shadow x offset"), height: finiteOffset(y, "shadow y offset")))
    )
  }
}

/// An offset that is a finite number; NaN and infinities become zero with a warning.
func finiteOffset(_ value: CGFloat, _ what: String) -> CGFloat {
  guard value.isFinite else {
    ViewGraph.warnOnce("\(what) \(value) is not finite; using 0")
    return 0
  }
  return value
}
