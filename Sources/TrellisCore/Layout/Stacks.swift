/// Arranges its children in a row.
///
/// Space is shared as SwiftUI does: by layout priority, then least flexible child first.
public struct HStack<Content: View>: PrimitiveView {
  let layout: HStackLayout
  let content: Content

  /// A row of the views `content` builds, aligned vertically by `alignment`, `spacing` apart
  /// (nil: each pair's preferred spacing).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = StackNode(algorithm: view.layout.algorithm, parent: parent)
    node.setContent(view.content)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: StackNode.self).update(algorithm: view.layout.algorithm, content: view.content)
  }
}

/// Arranges its children in a column.
public struct VStack<Content: View>: PrimitiveView {
  let layout: VStackLayout
  let content: Content

  /// A column of the views `content` builds, aligned horizontally by `alignment`, `spacing` apart
  /// (nil: each pair's preferred spacing).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = StackNode(algorithm: view.layout.algorithm, parent: parent)
    node.setContent(view.content)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: StackNode.self).update(algorithm: view.layout.algorithm, content: view.content)
  }
}

/// Overlays its children, each aligned by `alignment`.
public struct ZStack<Content: View>: PrimitiveView {
  let layout: ZStackLayout
  let content: Content

  /// The views `content` builds, back to front, aligned by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    makeContainerNode(layout: view.layout, name: "ZStack", content: view.content, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LayoutContainerNode<ZStackLayout>.self).update(
      layout: view.layout, content: view.content)
  }
}
