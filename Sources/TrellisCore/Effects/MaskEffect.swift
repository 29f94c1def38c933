struct MaskModifier<Mask: View>: PrimitiveModifier {
  typealias NodeType = MaskNode<Mask>
  let mask: Mask
  let alignment: Alignment
}

/// `.mask`: layout neutral; the mask view is laid out as an overlay would be (proposed the
/// content's size, aligned on it) and only its alpha is used, to show the content through it.
final class MaskNode<Mask: View>: ModifierNode<MaskModifier<Mask>> {
  private var maskContent: _Node?
  private var maskNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    maskContent?.collectLayoutNodes(into: &result)
    return result
  }

  override var childNodes: [_Node] { [content, maskContent].compactMap { $0 } }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let content { body(content) }
    if let maskContent { body(maskContent) }
  }

  override func didInstall() {
    maskContent = Mask._makeNode(modifier.mask, parent: self)
  }

  override func modifierDidChange(from old: MaskModifier<Mask>) {
    if let maskContent { Mask._updateNode(maskContent, with: modifier.mask) }
    if old.alignment != modifier.alignment { invalidateLayout() }
    graph.setNeedsDisplay(frame)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    super.placeSubviews(in: rect, proposal: proposal)
    let maskProposal = ProposedViewSize(rect.size)
    for node in maskNodes {
      let size = node.sizeThatFits(maskProposal)
      let mask = ViewDimensions(size: size, guides: node)
      let container = ViewDimensions(size: rect.size, guides: nil)
      var x = rect.minX + container[modifier.alignment.horizontal] - mask[modifier.alignment.horizontal]
      let y = rect.minY + container[modifier.alignment.vertical] - mask[modifier.alignment.vertical]
      if environment.layoutDirection == .rightToLeft { x = rect.minX + rect.maxX - x - size.width }
      node.place(in: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: maskProposal)
    }
  }

  override func draw(into list: inout DisplayListBuilder) {
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else { return }
    var mask = DisplayListBuilder()
    for node in maskNodes { node.drawSubtree(into: &mask) }
    // A mask that draws nothing hides everything.
    guard !mask.items.isEmpty else { return }
    let maskBounds = DisplayItemBounds.of(mask.items)
    var bounds = DisplayItemBounds.of(content.items)
    if let contentBounds = bounds, let maskBounds {
      let visible = contentBounds.intersection(maskBounds)
      guard !visible.isEmpty else { return }
      bounds = visible
    }
    // The enclosing layer confines the mask to the content: the painter erases, within that
    // layer only, what the mask layer leaves uncovered.
    list.append(.pushLayer(LayerEffects(bounds: bounds)))
    list.items.append(contentsOf: content.items)
    list.append(.pushLayer(LayerEffects(isMask: true, bounds: maskBounds)))
    list.items.append(contentsOf: mask.items)
    list.append(.popLayer)
    list.append(.popLayer)
  }

  // The mask shapes the drawing only: taps, hovers and focus go to the content, as in SwiftUI.
  override func hidesSubview(_ node: LayoutNode) -> Bool {
    maskNodes.contains { $0 === node }
  }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let children = (subviews + maskNodes).flatMap { $0.layoutTreeNodes() }
    return [LayoutTreeNode(type: "Mask", frame: frame, children: children)]
  }
}

extension View {
  /// Shows the view through the alpha channel of `mask`: opaque parts of the mask show the view,
  /// translucent parts fade it, and where the mask draws nothing the view is hidden.
  ///
  /// The mask is laid out as an overlay: it is proposed the view's size and placed by
  /// `alignment`, without changing the view's layout. Only its alpha matters, not its colors.
  /// The view is still hit tested in its whole frame.
  ///
  /// ```swift
  /// LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
  ///     .mask { Text("Trellis").font(.largeTitle.bold()) }
  /// ```
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(MaskModifier(mask: mask(), alignment: alignment))
  }

  /// Shows the view through the alpha channel of `mask`, centered on it.
  ///
  /// SwiftUI is phasing this form out in favor of `mask(alignment:_:)`, which takes a view
  /// builder.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(MaskModifier(mask: mask, alignment: .center))
  }
}
