/// A view that shows its content through a viewport and scrolls it with the wheel or by dragging
/// its scroll bars. Along its axes the content gets no proposed length (it takes its ideal
/// length); the scroll view itself takes the space it is offered.
///
/// ```swift
/// ScrollView {
///     VStack { ForEach(items) { Text($0.name) } }
/// }
/// ```
public struct ScrollView<Content: View> {
  /// The scrollable content.
  public var content: Content
  /// The axes the content scrolls along.
  public var axes: Axis.Set
  /// Whether scroll bars show while the pointer is over the view.
  public var showsIndicators: Bool

  /// A scroll view along `axes` of the views `content` builds (several are stacked along the axis).
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
}

extension ScrollView: PrimitiveView {
  /// Implementation detail: makes the node.
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ScrollNode(parent: parent)
    node.update(axes: view.axes, showsIndicators: view.showsIndicators)
    node.setContent(view.content)
    return node
  }

  /// Implementation detail: updates the node.
  public static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: ScrollNode.self)
    node.update(axes: view.axes, showsIndicators: view.showsIndicators)
    node.setContent(view.content)
  }
}
