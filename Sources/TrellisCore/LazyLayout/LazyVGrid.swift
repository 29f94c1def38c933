/// A grid that grows downwards: its columns come from grid items, its cells fill them row by
/// row; its cells are made only as they scroll into view.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(photos) { PhotoView(photo: $0) }
///     }
/// }
/// ```
/// Column widths come from the `columns` alone (see `GridItem`), never from the cells, and the
/// grid is as wide as its columns and their spacing. Each cell is offered its column's width
/// and its ideal height; a row is as tall as its tallest cell; rows are `spacing` apart (nil:
/// 8 points). A cell sits in its column by its grid item's alignment, or else by the grid's
/// `alignment` across and centered down.
///
/// As in SwiftUI, the columns are sized twice: once from the width offered, and again, when the
/// grid is placed, from the width it then has, so a grid whose flexible minimums overflow a
/// fixed frame comes out wider than it said and off-center, just as SwiftUI's does.
///
/// In a vertical `ScrollView`, the cells of a `ForEach` in the grid are made (their bodies
/// evaluated, `onAppear` run) a row at a time, only as the row comes within a viewport's
/// height of what is shown; the other rows count at the average height of those made. A cell
/// once made is kept with its state, and `ScrollViewProxy.scrollTo` makes the cell it is sent
/// to. Elsewhere every cell is made.
///
/// A `Section`'s header and footer each take a row of their own, as wide as all the columns,
/// and its cells begin a new row. With `pinnedViews: [.sectionHeaders]` a header stays at the
/// top of the scroll view while its section scrolls past, drawn over the cells, until the
/// section's end pushes it away; `.sectionFooters` keeps footers at the bottom the same way.
public struct LazyVGrid<Content: View> {
  let layout: LazyGridLayout
  let content: Content
  let pinnedViews: PinnedScrollableViews

  /// A grid of the cells `content` builds in `columns`, aligned across by `alignment`, its rows
  /// `spacing` apart (nil: 8 points), keeping the parts of sections in `pinnedViews` in sight
  /// as they scroll past.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .vertical, items: columns, cellAlignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing)
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVGrid: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = LazyContainerNode(layout: .grid(view.layout), name: "LazyVGrid", parent: parent)
    node.update(layout: .grid(view.layout), content: view.content, pinnedViews: view.pinnedViews)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LazyContainerNode.self).update(
      layout: .grid(view.layout), content: view.content, pinnedViews: view.pinnedViews)
  }
}
