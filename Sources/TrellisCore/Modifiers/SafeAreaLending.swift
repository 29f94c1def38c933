extension LayoutNode {
  /// `safeAreaScrollView` of the only subview: what a node that leaves its content's layout
  /// alone reports.
  final var safeAreaScrollViewOfContent: ScrollNode? {
    let nodes = subviews
    return nodes.count == 1 ? nodes[0].safeAreaScrollView : nil
  }

  /// `ignoredSafeAreaEdges` of the only subview: what a node that leaves its content's layout
  /// alone reports.
  final var ignoredSafeAreaEdgesOfContent: Edge.Set {
    let nodes = subviews
    return nodes.count == 1 ? nodes[0].ignoredSafeAreaEdges : []
  }

  /// The safe area that the `.safeAreaPadding` and `.safeAreaInset` modifiers around this
  /// scroll view lend it at `proposal`, which it takes as content margins. The walk goes up
  /// through the modifiers that leave the scroll view's layout alone; an `.ignoresSafeArea`
  /// among them hides what lies above it on its edges.
  func safeAreaLent(at proposal: ProposedViewSize) -> EdgeInsets {
    var total = EdgeInsets()
    var open = Edge.Set.all
    var current = parent?.enclosingLayoutNode
    while let node = current, node.safeAreaScrollView === self, !open.isEmpty {
      let lent = node.safeAreaLentToContent(proposal)
      if open.contains(.top) { total.top += lent.top }
      if open.contains(.leading) { total.leading += lent.leading }
      if open.contains(.bottom) { total.bottom += lent.bottom }
      if open.contains(.trailing) { total.trailing += lent.trailing }
      open.subtract(node.safeAreaBarrier)
      current = node.parent?.enclosingLayoutNode
    }
    return total
  }

  /// Empties the size caches from `node` up to this node (not included) and marks them for
  /// placement: what this safe-area modifier lends `node` changed, and with it the sizes
  /// measured on the way. Not `invalidateLayout()`, which would call back into this node
  /// while it is being told of a change.
  func forgetLentSafeAreaLayout(below node: LayoutNode) {
    var current: _Node? = node
    while let each = current, each !== self {
      if let layout = each as? LayoutNode {
        layout.sizeCache.removeAll()
        layout.layoutInvalid = true
      }
      current = each.parent
    }
  }
}
