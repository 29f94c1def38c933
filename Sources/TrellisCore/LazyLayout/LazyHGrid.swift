/// A grid that grows sideways: its rows come from grid items, its cells fill them column by
/// column; in SwiftUI cells are made only as they scroll into view.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
///         ForEach(tags) { TagView(tag: $0) }
///     }
/// }
/// ```
/// Row heights come from the `rows` alone (see `GridItem`), never from the cells, and the grid
/// is as tall as its rows and their spacing. Each cell is offered its row's height and its
/// ideal width; a column is as wide as its widest cell; columns are `spacing` apart (nil: 8
/// points). A cell sits in its row by its grid item's alignment, or else by the grid's
/// `alignment` down and centered across. The rows are sized again from the height the grid is
/// given when it is placed, as SwiftUI does.
///
/// Trellis makes every cell up front: the layout matches SwiftUI's, but a very long grid costs
/// what an eager one would. `pinnedViews` is accepted but nothing is pinned yet.
public struct LazyHGrid<Content: View> {
  let layout: LazyGridLayout
  let content: Content
  let pinnedViews: PinnedScrollableViews

  /// A grid of the cells `content` builds in `rows`, aligned down by `alignment`, its columns
  /// `spacing` apart (nil: 8 points), pinning `pinnedViews` (not yet done).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .horizontal, items: rows, cellAlignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing)
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHGrid: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    makeContainerNode(layout: view.layout, name: "LazyHGrid", content: view.content, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LayoutContainerNode<LazyGridLayout>.self).update(
      layout: view.layout, content: view.content)
  }
}
