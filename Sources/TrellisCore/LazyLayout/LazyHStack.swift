/// A row of views that are made only as they scroll into view.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(alignment: .top) {
///         ForEach(photos) { PhotoView(photo: $0) }
///     }
/// }
/// ```
/// Laid out as SwiftUI lays out a lazy stack, which differs from `HStack`: the stack is as tall
/// as the height it is offered (an `HStack` hugs its tallest child), every child is offered that
/// height and its ideal width (the stack does not share out width, so a `Spacer` keeps its
/// minimum length), and `alignment` places children against the edges of the full height.
///
/// In a horizontal `ScrollView`, the elements of a `ForEach` in the stack are made (their bodies
/// evaluated, `onAppear` run) only as they come within a viewport's width of what is shown; the
/// rest count at the average width of those made. An element once made is kept with its state,
/// and `ScrollViewProxy.scrollTo` makes the element it is sent to. Elsewhere every element is
/// made. With `pinnedViews`, a `Section`'s header stays at the leading edge of the scroll view
/// while its section scrolls past (`.sectionHeaders`), and its footer at the trailing edge
/// (`.sectionFooters`).
public struct LazyHStack<Content: View> {
  let layout: LazyStackLayout
  let content: Content
  let pinnedViews: PinnedScrollableViews

  /// A lazy row of the views `content` builds, aligned vertically by `alignment`, `spacing`
  /// apart (nil: each pair's preferred spacing), keeping the parts of sections in `pinnedViews`
  /// in sight as they scroll past.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHStack: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = LazyContainerNode(layout: .stack(view.layout), name: "LazyHStack", parent: parent)
    node.update(layout: .stack(view.layout), content: view.content, pinnedViews: view.pinnedViews)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LazyContainerNode.self).update(
      layout: .stack(view.layout), content: view.content, pinnedViews: view.pinnedViews)
  }
}
