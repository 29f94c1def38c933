/// The node of a `ViewThatFits`: every child is kept (with its state), but only the one chosen
/// for the last placement is placed, drawn, hit tested and shown in the layout tree.
final class ViewThatFitsNode: LayoutNode {
  var axes: Axis.Set
  /// The index of the child shown since the last placement.
  private var shownIndex: Int?

  init(axes: Axis.Set, parent: _Node) {
    self.axes = axes
    super.init(parent: parent)
  }

  /// The child that `proposal` selects: the first whose ideal size on the constrained axes fits
  /// (each child is measured once per proposal; its node caches the answer).
  func choice(for proposal: ProposedViewSize) -> Int? {
    let nodes = subviews
    guard !nodes.isEmpty else { return nil }
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let probe = ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    func fits(_ length: CGFloat, _ proposed: CGFloat?, _ constrained: Bool) -> Bool {
      guard constrained, let proposed else { return true }
      return length <= proposed
    }
    for (index, node) in nodes.enumerated().dropLast() {
      let ideal = node.sizeThatFits(probe)
      if fits(ideal.width, proposal.width, horizontal) && fits(ideal.height, proposal.height, vertical) {
        return index
      }
    }
    return nodes.count - 1
  }

  /// The child on screen, if any.
  var shownChild: LayoutNode? {
    let nodes = subviews
    guard let shownIndex, shownIndex < nodes.count else { return nil }
    return nodes[shownIndex]
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let index = choice(for: proposal) else { return .zero }
    return subviews[index].sizeThatFits(proposal)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let chosen = choice(for: proposal)
    if chosen != shownIndex { graph.appearance.gateDidChange() }
    shownIndex = chosen
    shownChild?.place(in: rect, proposal: proposal)
  }

  override func subviewsDidChange() {
    shownIndex = nil
    super.subviewsDidChange()
  }

  override func hidesSubview(_ node: LayoutNode) -> Bool { node !== shownChild }

  override var gatesAppearance: Bool { true }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let proposal = ProposedViewSize(size)
    guard let index = choice(for: proposal) else { return nil }
    return subviews[index].dimensions(for: proposal)[explicit: key]
  }

  override var spacing: ViewSpacing { (shownChild ?? subviews.first)?.spacing ?? .standard }

  override func draw(into list: inout DisplayListBuilder) {
    shownChild?.drawSubtree(into: &list)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    shownChild?.hitTest(point)
  }

  override var typeName: String { "ViewThatFits" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [LayoutTreeNode(type: typeName, frame: frame, children: shownChild?.layoutTreeNodes() ?? [])]
  }
}
