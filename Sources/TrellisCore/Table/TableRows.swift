import Foundation

/// A table's rows below its header: the cells of every row, one view per column, row after row.
struct TableRows<Content: View>: PrimitiveView {
  let ids: [AnyHashable]
  let widths: [TableColumnWidth]
  let selection: TableSelection?
  let content: Content

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = TableRowsNode(parent: parent)
    _updateNode(node, with: view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: TableRowsNode.self)
    if node.widths != view.widths || node.ids != view.ids {
      node.widths = view.widths
      node.ids = view.ids
      node.invalidateLayout()
    }
    node.selection = view.selection
    node.setContent(view.content)
    node.graph.setNeedsDisplay(node.frame)
  }
}
