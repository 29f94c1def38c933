/// A grid that grows sideways: its rows come from grid items, its cells fill them column by
/// column; its cells are made only as they scroll into view.
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
/// In a horizontal `ScrollView`, the cells of a `ForEach` in the grid are made (their bodies
/// evaluated, `onAppear` run) a column at a time, only as the column comes within a viewport's
/// width of what is shown; the other columns count at the average width of those made. A cell
/// once made is kept with its state, and `ScrollViewProxy.scrollTo` makes the cell it is sent
/// to. Elsewhere every cell is made.
///
/// A `Section`'s header and footer each take a column of their own, as tall as all the rows,
/// and its cells begin a new column. With `pinnedViews: [.sectionHeaders]` a header stays at
/// the leading edge of the scroll view while its section scrolls past, until the section's end
/// pushes it away; `.sectionFooters` keeps footers at the trailing edge the same way.
public struct LazyHGrid<Content: View> {
  let layout: LazyGridLayout
  let content: Content
  let pinnedViews: PinnedScrollableViews

  /// A grid of the cells `content` builds in `rows`, aligned down by `alignment`, its columns
  /// `spacing` apart (nil: 8 points), keeping the parts of sections in `pinnedViews` in sight
  /// as they scroll past.
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
    let node = LazyContainerNode(layout: .grid(view.layout), name: "LazyHGrid", parent: parent)
    node.update(layout: .grid(view.layout), content: view.content, pinnedViews: view.pinnedViews)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LazyContainerNode.self).update(
      layout: .grid(view.layout), content: view.content, pinnedViews: view.pinnedViews)
  }
}
