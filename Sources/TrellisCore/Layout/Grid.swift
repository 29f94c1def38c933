/// A container that arranges its rows' cells in lined-up columns.
///
/// ```swift
/// Grid(alignment: .leading) {
///     ForEach(pets) { pet in
///         GridRow {
///             Text(pet.type)
///             ProgressView(value: Double(pet.votes), total: Double(totalVotes))
///             Text("\(pet.votes)").gridColumnAlignment(.trailing)
///         }
///         Divider()
///     }
/// }
/// ```
/// Each column is as wide as its widest cell and each row as tall as its tallest; flexible cells
/// share the width left over, so a flexible column is equally wide in every row. A view outside
/// any `GridRow` spans every column. Cells are `spacing` apart (8 points by default).
public struct Grid<Content: View> {
  let layout: GridLayout
  let content: Content

  /// A grid of the rows `content` builds, its cells aligned by `alignment`, with the given
  /// spacing between columns and rows (nil: 8 points).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    self.content = content()
  }
}

extension Grid: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    makeContainerNode(layout: view.layout, name: "Grid", content: view.content, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LayoutContainerNode<GridLayout>.self).update(
      layout: view.layout, content: view.content)
  }
}
