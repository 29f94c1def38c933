/// Finds a view by its explicit identity in a subtree of the node graph.
@MainActor
enum ScrollTargetSearch {
  /// The layout nodes of the first view in `node`'s subtree (depth first, in order) whose id is
  /// `id`: one given with `.id(_:)`, or a `ForEach` row's.
  static func views(withID id: AnyHashable, in node: _Node) -> [LayoutNode]? {
    if let identity = node as? IdentityNode, identity.modifier.id == id, identity.isAlive {
      return [identity]
    }
    // An element of a lazy stack or grid that was not made yet is made, and placed where the
    // container estimates it to be, so that it can be revealed.
    if let source = node as? any LazyElementSource, source.isLazy,
      let position = source.elementPosition(of: id),
      let container = node.enclosingLayoutNode as? LazyContainerNode
    {
      container.makeElement(at: position, of: source)
    }
    if let rows = node as? any IdentifiedRows {
      for (rowID, row) in rows.identifiedChildren where rowID == id {
        var views: [LayoutNode] = []
        row.collectLayoutNodes(into: &views)
        if !views.isEmpty { return views }
      }
    }
    for child in node.displayedChildNodes {
      if let views = views(withID: id, in: child) { return views }
    }
    return nil
  }
}
