struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
  typealias NodeType = SafeAreaInsetNode<Inset>
  let inset: Inset
  let edge: Edge
  /// Only the component across `edge` counts.
  let alignment: Alignment
  let spacing: CGFloat?
}

/// `.safeAreaInset`: the inset view sits at one edge and the modified view is laid out in the
/// space that remains, `spacing` away. A modified view that extends into the safe area on that
/// edge (a scroll view, or a view marked `.ignoresSafeArea`, through modifiers that leave layout
/// alone) fills the whole frame beneath the inset view instead, and a scroll view insets its
/// content by the inset view and the spacing, so that the content scrolls on beneath it. Views
/// deeper inside the modified view (in a stack) stay in the space that remains.
final class SafeAreaInsetNode<Inset: View>: ModifierNode<SafeAreaInsetModifier<Inset>> {
  private var insetContent: _Node?

  /// The inset's views; several are placed in the same strip, over each other.
  private var insetNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    insetContent?.collectLayoutNodes(into: &result)
    return result
  }

  override var childNodes: [_Node] { [content, insetContent].compactMap { $0 } }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let content { body(content) }
    if let insetContent { body(insetContent) }
  }

  override func didInstall() {
    insetContent = Inset._makeNode(modifier.inset, parent: self)
  }

  override func modifierDidChange(from old: SafeAreaInsetModifier<Inset>) {
    if let insetContent { Inset._updateNode(insetContent, with: modifier.inset) }
    if old.edge != modifier.edge || old.alignment != modifier.alignment || old.spacing != modifier.spacing {
      invalidateLayout()
    }
  }

  override var safeAreaScrollView: ScrollNode? { safeAreaScrollViewOfContent }

  /// Whether the modified view extends beneath the inset view.
  private var contentExtendsBeneath: Bool {
    ignoredSafeAreaEdgesOfContent.contains(Edge.Set(modifier.edge))
  }

  override func safeAreaLentToContent(_ proposal: ProposedViewSize) -> EdgeInsets {
    guard contentExtendsBeneath, !insetNodes.isEmpty else { return EdgeInsets() }
    return EdgeInsets(Edge.Set(modifier.edge), insetSize(proposal)[axis] + spacingLength())
  }

  override func descendantDidInvalidate(_ node: LayoutNode) -> Bool {
    // A change in the inset view may change the margins lent to a scroll view beneath it.
    if let scroll = safeAreaScrollView, contentExtendsBeneath { forgetLentSafeAreaLayout(below: scroll) }
    return false
  }

  private var axis: Axis { modifier.edge == .top || modifier.edge == .bottom ? .vertical : .horizontal }

  /// Whether the inset comes first along the axis (top, or leading).
  private var insetLeads: Bool { modifier.edge == .top || modifier.edge == .leading }

  private func insetSize(_ proposal: ProposedViewSize) -> CGSize {
    var size = CGSize.zero
    for node in insetNodes {
      let each = node.sizeThatFits(proposal)
      size = CGSize(width: max(size.width, each.width), height: max(size.height, each.height))
    }
    return size
  }

  private func spacingLength() -> CGFloat {
    if let spacing = modifier.spacing { return spacing }
    let nodes = insetNodes
    guard !nodes.isEmpty else { return 0 }
    let inset = nodes.count == 1 ? nodes[0].spacing : .standard
    let main = subviews.count == 1 ? subviews[0].spacing : .standard
    return insetLeads ? inset.distance(to: main, along: axis) : main.distance(to: inset, along: axis)
  }

  /// The inset's size, the spacing and the modified view's proposal for `proposal`.
  private func split(_ proposal: ProposedViewSize) -> (
    inset: CGSize, spacing: CGFloat, main: ProposedViewSize
  ) {
    let inset = insetSize(proposal)
    let spacing = insetNodes.isEmpty ? 0 : spacingLength()
    var main = proposal
    if !contentExtendsBeneath, let length = proposal[axis] {
      main[axis] = max(0, length - inset[axis] - spacing)
    }
    return (inset, spacing, main)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let parts = split(proposal)
    let main = super.computeSize(parts.main)
    var size = CGSize.zero
    size[axis] =
      contentExtendsBeneath
      ? max(main[axis], parts.inset[axis]) : main[axis] + parts.spacing + parts.inset[axis]
    size[axis.other] = max(main[axis.other], parts.inset[axis.other])
    return size
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let parts = split(proposal)
    let mirror = environment.layoutDirection == .rightToLeft
    // Leading and trailing insets swap sides from right to left.
    let atStart = axis == .horizontal && mirror ? !insetLeads : insetLeads
    let insetLength = parts.inset[axis]
    let used = insetLength + parts.spacing
    let extendsBeneath = contentExtendsBeneath
    var remaining = rect
    var strip = rect
    if axis == .vertical {
      strip.size.height = insetLength
      if !atStart { strip.origin.y = rect.maxY - insetLength }
      if !extendsBeneath {
        remaining.size.height = max(0, rect.height - used)
        if atStart { remaining.origin.y += used }
      }
    } else {
      strip.size.width = insetLength
      if !atStart { strip.origin.x = rect.maxX - insetLength }
      if !extendsBeneath {
        remaining.size.width = max(0, rect.width - used)
        if atStart { remaining.origin.x += used }
      }
    }
    let mainSize = super.computeSize(parts.main)
    let mainRect = CGRect(
      x: remaining.minX + (remaining.width - mainSize.width) / 2,
      y: remaining.minY + (remaining.height - mainSize.height) / 2, width: mainSize.width,
      height: mainSize.height)
    super.placeSubviews(in: mainRect, proposal: parts.main)
    for node in insetNodes {
      let size = node.sizeThatFits(proposal)
      node.place(in: align(size, in: strip, mirror: mirror), proposal: proposal)
    }
  }

  /// The inset view's rectangle in its strip, aligned across the axis.
  private func align(_ size: CGSize, in strip: CGRect, mirror: Bool) -> CGRect {
    let content = ViewDimensions(size: size, guides: nil)
    let container = ViewDimensions(size: strip.size, guides: nil)
    if axis == .vertical {
      var x = strip.minX + container[modifier.alignment.horizontal] - content[modifier.alignment.horizontal]
      if mirror { x = strip.minX + strip.maxX - x - size.width }
      return CGRect(
        x: x, y: strip.minY + (strip.height - size.height) / 2, width: size.width, height: size.height)
    }
    let y = strip.minY + container[modifier.alignment.vertical] - content[modifier.alignment.vertical]
    return CGRect(
      x: strip.minX + (strip.width - size.width) / 2, y: y, width: size.width, height: size.height)
  }

  // Where the modified view's guides lie would need its placement; none is passed on.
  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

  override func draw(into list: inout DisplayListBuilder) {
    super.draw(into: &list)
    for node in insetNodes { node.drawSubtree(into: &list) }
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    for node in insetNodes.reversed() { if let hit = node.hitTest(point) { return hit } }
    return super.hitTest(point)
  }

  override func contains(_ point: CGPoint) -> Bool {
    (subviews + insetNodes).contains { $0.contains(point) }
  }

  override var hitTestOrder: [LayoutNode] { Array(insetNodes.reversed()) + Array(subviews.reversed()) }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let children = (subviews + insetNodes).flatMap { $0.layoutTreeNodes() }
    return [LayoutTreeNode(type: "SafeAreaInset", frame: frame, children: children)]
  }
}

extension View {
  /// Shows `content` along the top or bottom `edge` of the view, aligned across it by
  /// `alignment`, and lays the view out in the space that remains, `spacing` away (nil: the
  /// standard spacing between the two).
  ///
  /// ```swift
  /// List(messages) { Text($0.text) }
  ///     .safeAreaInset(edge: .bottom) {
  ///         TextField("Message", text: $draft).padding().background(.bar)
  ///     }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: Edge(edge),
        alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: cleanLength(spacing, "safe area inset spacing")))
  }

  /// Shows `content` along the leading or trailing `edge` of the view, aligned across it by
  /// `alignment`, and lays the view out in the space that remains, `spacing` away (nil: the
  /// standard spacing between the two).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: Edge(edge),
        alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: cleanLength(spacing, "safe area inset spacing")))
  }
}
