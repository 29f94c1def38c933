/// A view that shows nothing and takes no space.
public struct EmptyView: Sendable {
  /// An empty view.
  public init() {}
}

extension EmptyView: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node { ListNode(parent: parent) }
  public static func _updateNode(_ node: _Node, with view: Self) {}
}
