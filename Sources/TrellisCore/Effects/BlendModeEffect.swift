struct BlendModeModifier: PrimitiveModifier {
  typealias NodeType = BlendModeNode
  let mode: BlendMode
}

/// `.blendMode`: draws the content as one layer that the painter combines with what lies behind
/// it (up to the nearest enclosing layer, such as a `compositingGroup`) by the mode's formula.
final class BlendModeNode: PassThroughNode<BlendModeModifier> {
  override func modifierDidChange(from old: BlendModeModifier) { graph.setNeedsDisplay(frame) }

  override func draw(into list: inout DisplayListBuilder) {
    guard modifier.mode != .normal else { return super.draw(into: &list) }
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else { return }
    // Blended as a whole: overlapping parts of the content blend with the backdrop, not each other.
    let effects = LayerEffects(blendMode: modifier.mode, bounds: DisplayItemBounds.of(content.items))
    list.append(.pushLayer(effects))
    list.items.append(contentsOf: content.items)
    list.append(.popLayer)
  }
}

extension View {
  /// Combines the view's drawing with what is behind it by `mode`. Layout and hit testing are
  /// unchanged.
  ///
  /// The view blends with everything drawn before it up to the nearest `.compositingGroup()`
  /// or `.drawingGroup()` around it, or the window.
  ///
  /// ```swift
  /// ZStack {
  ///     Color.yellow
  ///     Circle().fill(.blue).blendMode(.multiply)
  /// }
  /// ```
  public func blendMode(_ mode: BlendMode) -> some View {
    modifier(BlendModeModifier(mode: mode))
  }
}
