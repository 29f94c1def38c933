/// A column of views that, in SwiftUI, are made only as they scroll into view.
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
/// Trellis makes every child up front: the layout matches SwiftUI's, but a very long stack costs
/// what a `VStack` of the same rows would. Each `ForEach` row keeps its state by its identity.
/// `pinnedViews` is accepted but nothing is pinned yet.
public struct LazyVStack<Content: View> {
  let layout: LazyStackLayout
  let content: Content
  let pinnedViews: PinnedScrollableViews

  /// A lazy column of the views `content` builds, aligned horizontally by `alignment`, `spacing`
  /// apart (nil: each pair's preferred spacing), pinning `pinnedViews` (not yet done).
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
    makeContainerNode(layout: view.layout, name: "LazyVStack", content: view.content, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LayoutContainerNode<LazyStackLayout>.self).update(
      layout: view.layout, content: view.content)
  }
}
