/// What a lazy stack or grid lays out, in order: views made up front, and runs of lazily made
/// elements.
enum LazyContentItem {
  case view(LayoutNode)
  case elements(any LazyElementSource)

  /// The items of the structural subtree `node`, as its layout nodes would be collected, with
  /// each lazy `ForEach` standing for all of its elements.
  @MainActor
  static func collect(from node: _Node, into result: inout [LazyContentItem]) {
    if let layout = node as? LayoutNode {
      var nodes: [LayoutNode] = []
      layout.collectLayoutNodes(into: &nodes)
      for node in nodes { result.append(.view(node)) }
      return
    }
    if let source = node as? any LazyElementSource, source.isLazy {
      result.append(.elements(source))
      return
    }
    node.forEachChild { collect(from: $0, into: &result) }
  }
}
