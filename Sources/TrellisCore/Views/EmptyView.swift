/// A view that shows nothing and takes no space.
public struct EmptyView: Sendable {
  /// An empty view.
  public init() {}
}

extension EmptyView: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node { ListNode(parent: parent) }
  public static func _updateNode(_ node: _Node, with view: Self) {}

  // A list of no views: modifiers on it have nothing to apply to, as in SwiftUI.
  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    ListNode(parent: parent)
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {}
}
