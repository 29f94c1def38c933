/// A row of a `Grid`: each view inside is one cell, in the next column.
///
/// ```swift
/// Grid {
///     GridRow {
///         Text("Cat")
///         ProgressView(value: 0.5)
///         Text("25")
///     }
/// }
/// ```
/// Outside a grid, a row lays out its cells as an `HStack` would.
public struct GridRow<Content: View> {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds, aligned vertically by `alignment` (nil: the grid's
  /// vertical alignment).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension GridRow: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = GridRowNode(alignment: view.alignment, parent: parent)
    node.setContent(view.content)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: GridRowNode.self)
    if node.alignment != view.alignment {
      node.alignment = view.alignment
      node.invalidateLayout()
    }
    node.setContent(view.content)
  }
}
