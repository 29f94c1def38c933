/// Marks where a `ScrollViewReader`'s content is in the node tree, and scrolls for its proxies.
struct ScrollReaderModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = ScrollReaderNode
  let target: ScrollTarget
}

/// The node of a `ScrollViewReader`: lays out as its content, like a `Group`.
final class ScrollReaderNode: PassThroughNode<ScrollReaderModifier> {
  override var isTransparentAroundSeveralViews: Bool { true }

  override func didInstall() {
    super.didInstall()
    modifier.target.node = self
  }

  override func modifierDidChange(from old: ScrollReaderModifier) {
    modifier.target.node = self
  }

  /// Scrolls once the layout that follows is done: the target may not exist or be placed yet.
  func requestScroll(to request: ScrollRequest) {
    graph.enqueueAppearAction { [weak self] in self?.perform(request) }
    graph.setNeedsLayout()
  }

  private func perform(_ request: ScrollRequest) {
    guard isAlive, let views = targetViews(request.id) else { return }
    graph.performing(in: request.transaction) {
      // Each scroll view around the target, innermost first, reveals what of it the ones inside
      // show.
      var visible = Self.union(views)
      var current = views[0].parent
      while let node = current {
        if let scroll = node as? ScrollNode {
          scroll.reveal(visible, anchor: request.anchor)
          visible = Self.union(views).intersection(scroll.layoutFrame)
          if visible.isNull { visible = scroll.layoutFrame }
        }
        current = node.parent
      }
    }
  }

  /// The layout nodes of the view with `id`: in the reader's content first, then in the scroll
  /// views the reader is inside.
  private func targetViews(_ id: AnyHashable) -> [LayoutNode]? {
    if let views = ScrollTargetSearch.views(withID: id, in: self) { return views }
    var current = parent
    while let node = current {
      if node is ScrollNode, let views = ScrollTargetSearch.views(withID: id, in: node) { return views }
      current = node.parent
    }
    return nil
  }

  private static func union(_ views: [LayoutNode]) -> CGRect {
    views.reduce(CGRect.null) { $0.union($1.layoutFrame) }
  }
}
