/// Where the secondary view of a background or overlay goes.
enum Layering {
  case background, overlay
}

struct SecondaryLayerModifier<Secondary: View>: PrimitiveModifier {
  typealias NodeType = SecondaryLayerNode<Secondary>
  let secondary: Secondary
  let alignment: Alignment
  let layering: Layering
}

/// `.background` and `.overlay`: layout neutral; the secondary view is proposed the primary's
/// size and aligned on it, drawn behind (background) or in front (overlay).
final class SecondaryLayerNode<Secondary: View>: ModifierNode<SecondaryLayerModifier<Secondary>> {
  private var secondaryContent: _Node?
  private var secondaryNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    secondaryContent?.collectLayoutNodes(into: &result)
    return result
  }

  override var childNodes: [_Node] { [content, secondaryContent].compactMap { $0 } }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let content { body(content) }
    if let secondaryContent { body(secondaryContent) }
  }

  override func didInstall() {
    secondaryContent = Secondary._makeNode(modifier.secondary, parent: self)
  }

  override func modifierDidChange(from old: SecondaryLayerModifier<Secondary>) {
    if let secondaryContent { Secondary._updateNode(secondaryContent, with: modifier.secondary) }
    if old.alignment != modifier.alignment { invalidateLayout() }
  }

  // The content's layout is its own, so a scroll view inside still reaches the safe-area
  // modifiers around, and the background follows it beneath their insets.
  override var safeAreaScrollView: ScrollNode? { safeAreaScrollViewOfContent }

  override var ignoredSafeAreaEdges: Edge.Set { ignoredSafeAreaEdgesOfContent }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    super.placeSubviews(in: rect, proposal: proposal)
    let secondaryProposal = ProposedViewSize(rect.size)
    for node in secondaryNodes {
      let size = node.sizeThatFits(secondaryProposal)
      let content = ViewDimensions(size: size, guides: node)
      let container = ViewDimensions(size: rect.size, guides: nil)
      var x = rect.minX + container[modifier.alignment.horizontal] - content[modifier.alignment.horizontal]
      let y = rect.minY + container[modifier.alignment.vertical] - content[modifier.alignment.vertical]
      if environment.layoutDirection == .rightToLeft { x = rect.minX + rect.maxX - x - size.width }
      node.place(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: secondaryProposal)
    }
  }

  override func draw(into list: inout DisplayListBuilder) {
    switch modifier.layering {
    case .background:
      for node in secondaryNodes { node.drawSubtree(into: &list) }
      super.draw(into: &list)
    case .overlay:
      super.draw(into: &list)
      for node in secondaryNodes { node.drawSubtree(into: &list) }
    }
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    switch modifier.layering {
    case .background:
      if let hit = super.hitTest(point) { return hit }
      for node in secondaryNodes.reversed() { if let hit = node.hitTest(point) { return hit } }
    case .overlay:
      for node in secondaryNodes.reversed() { if let hit = node.hitTest(point) { return hit } }
      return super.hitTest(point)
    }
    return nil
  }

  override var hitTestOrder: [LayoutNode] {
    let primary = Array(subviews.reversed())
    let secondary = Array(secondaryNodes.reversed())
    return modifier.layering == .background ? primary + secondary : secondary + primary
  }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let primary = subviews.flatMap { $0.layoutTreeNodes() }
    let secondary = secondaryNodes.flatMap { $0.layoutTreeNodes() }
    let children = modifier.layering == .background ? secondary + primary : primary + secondary
    return [
      LayoutTreeNode(
        type: modifier.layering == .background ? "Background" : "Overlay", frame: frame, children: children)
    ]
  }
}

extension View {
  /// Puts `content` behind the view, sized to it and aligned by `alignment`.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  {
    modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, layering: .background))
  }

  // Disfavored: a color or gradient (both a view and a style) resolves to the style overload
  // instead of being ambiguous, as `.background(Color.red)` is in SwiftUI.
  /// Puts `background` behind the view, sized to it and aligned by `alignment`.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayerModifier(secondary: background, alignment: alignment, layering: .background))
  }

  /// Fills the view's bounds behind it with `style`.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    modifier(
      SecondaryLayerModifier(secondary: Rectangle().fill(style), alignment: .center, layering: .background))
  }

  /// Fills `shape` in the view's bounds behind it with `style`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    modifier(
      SecondaryLayerModifier(
        secondary: shape.fill(style, style: fillStyle), alignment: .center, layering: .background))
  }

  /// Puts `content` in front of the view, sized to it and aligned by `alignment`.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, layering: .overlay))
  }

  // Disfavored: a color or gradient (both a view and a style) resolves to the style overload
  // instead of being ambiguous, as `.background(Color.red)` is in SwiftUI.
  /// Puts `overlay` in front of the view, sized to it and aligned by `alignment`.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayerModifier(secondary: overlay, alignment: alignment, layering: .overlay))
  }

  /// Fills the view's bounds in front of it with `style`.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(
      SecondaryLayerModifier(secondary: Rectangle().fill(style), alignment: .center, layering: .overlay))
  }

  /// Draws a border of `content` inside the view's bounds, `width` points wide.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: cleanLength(width, "border width") ?? 1))
  }
}
