/// A column of views that are made only as they scroll into view.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(1...100, id: \.self) { Text("Row \($0)") }
///     }
/// }
/// ```
/// Laid out as SwiftUI lays out a lazy stack, which differs from `VStack`: the stack is as wide
/// as the width it is offered (a `VStack` hugs its widest child), every child is offered that
/// width and its ideal height (the stack does not share out height, so a `Spacer` keeps its
/// minimum length), and `alignment` places children against the edges of the full width.
///
/// In a vertical `ScrollView`, the rows of a `ForEach` in the stack are made (their bodies
/// evaluated, `onAppear` run) only as they come within a viewport's height of what is shown;
/// the rest count at the average height of those made, so a stack of 100,000 rows starts as fast
/// as one of 20. A row once made is kept with its state, and `ScrollViewProxy.scrollTo` makes the
/// row it is sent to. Elsewhere every row is made.
///
/// With `pinnedViews: [.sectionHeaders]`, the header of each `Section` in the stack stays at
/// the top of the scroll view while its section scrolls past, drawn over the rows, until the
/// section's end pushes it away; `.sectionFooters` keeps footers at the bottom the same way.
public struct LazyVStack<Content: View> {
  let layout: LazyStackLayout
  let content: Content
  let pinnedViews: PinnedScrollableViews

  /// A lazy column of the views `content` builds, aligned horizontally by `alignment`, `spacing`
  /// apart (nil: each pair's preferred spacing), keeping the parts of sections in `pinnedViews`
  /// in sight as they scroll past.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVStack: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = LazyContainerNode(layout: .stack(view.layout), name: "LazyVStack", parent: parent)
    node.update(layout: .stack(view.layout), content: view.content, pinnedViews: view.pinnedViews)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LazyContainerNode.self).update(
      layout: .stack(view.layout), content: view.content, pinnedViews: view.pinnedViews)
  }
}
