/// Finds a view by its explicit identity in a subtree of the node graph.
@MainActor
enum ScrollTargetSearch {
  /// The layout nodes of the first view in `node`'s subtree (depth first, in order) whose id is
  /// `id`: one given with `.id(_:)`, or a `ForEach` row's.
  static func views(withID id: AnyHashable, in node: _Node) -> [LayoutNode]? {
    if let identity = node as? IdentityNode, identity.modifier.id == id, identity.isAlive {
      return [identity]
    }
    if let rows = node as? any IdentifiedRows {
      for (rowID, row) in rows.identifiedChildren where rowID == id {
        var views: [LayoutNode] = []
        row.collectLayoutNodes(into: &views)
        if !views.isEmpty { return views }
      }
    }
    for child in node.childNodes {
      if let views = views(withID: id, in: child) { return views }
    }
    return nil
  }
}
