import Foundation

/// What a list may do to the rows of a `ForEach`: set by `onDelete`, `onMove` and
/// `dropDestination(for:action:)`.
struct EditActions {
  var onDelete: ((IndexSet) -> Void)??
  var onMove: ((IndexSet, Int) -> Void)??
  var onInsert: RowInsertion??

  init(
    onDelete: ((IndexSet) -> Void)?? = nil, onMove: ((IndexSet, Int) -> Void)?? = nil,
    onInsert: RowInsertion?? = nil
  ) {
    self.onDelete = onDelete
    self.onMove = onMove
    self.onInsert = onInsert
  }

  /// These actions inside `outer`'s: an action set closer to the rows wins, as in SwiftUI.
  func within(_ outer: EditActions) -> EditActions {
    EditActions(
      onDelete: onDelete ?? outer.onDelete, onMove: onMove ?? outer.onMove,
      onInsert: onInsert ?? outer.onInsert)
  }
}

/// A `ForEach` (or another dynamic view) with edit actions, which the rows of a list around it
/// find through its node.
struct EditableContent<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
  let content: Content
  let actions: EditActions

  var data: Content.Data { content.data }

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = EditActionsNode(parent: parent)
    node.actions = view.actions
    node.child = Content._makeNode(view.content, parent: node)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: EditActionsNode.self)
    node.actions = view.actions
    Content._updateNode(node.child, with: view.content)
  }

  static var _isViewList: Bool { true }

  static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node) -> _Node {
    let node = EditActionsNode(parent: parent)
    node.actions = view.actions
    node.child = Content._makeNode(view.content, eachModifiedBy: modifier, parent: node)
    return node
  }

  static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M) {
    let node = unsafeDowncast(node, to: EditActionsNode.self)
    node.actions = view.actions
    Content._updateNode(node.child, with: view.content, eachModifiedBy: modifier)
  }
}

/// The structural node of `onDelete` and `onMove`: its content takes part in the layout as if
/// written in its place.
final class EditActionsNode: _Node {
  var actions = EditActions()
  var child: _Node!

  override var childNodes: [_Node] { [child] }

  override func forEachChild(_ body: (_Node) -> Void) { body(child) }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    collectLayoutNodes(of: [child], into: &result)
  }
}
