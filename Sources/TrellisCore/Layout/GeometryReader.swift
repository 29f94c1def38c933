/// A view that takes all the space it is offered and builds its content from its own size and
/// position.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) points wide")
/// }
/// ```
/// The reader's size is the proposal (10 × 10 points where a dimension is unspecified); its
/// content is placed at its top-leading corner, and is built again whenever the reader's size or
/// position changes.
public struct GeometryReader<Content: View> {
  let content: (GeometryProxy) -> Content

  /// A reader whose content `content` builds from the reader's geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    GeometryReaderNode(builder: view.content, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: GeometryReaderNode<Content>.self).update(builder: view.content)
  }
}
