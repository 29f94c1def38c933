/// A container view arranged by a layout value: what `MyLayout { ... }` builds.
struct LayoutView<L: Layout, Content: View>: PrimitiveView {
  let layout: L
  let content: Content

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    makeContainerNode(layout: view.layout, name: layoutName(L.self), content: view.content, parent: parent)
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LayoutContainerNode<L>.self).update(layout: view.layout, content: view.content)
  }
}

@MainActor
func makeContainerNode<L: Layout, Content: View>(layout: L, name: String, content: Content, parent: _Node)
  -> _Node
{
  let node = LayoutContainerNode(layout: layout, name: name, parent: parent)
  node.update(layout: layout, content: content)
  return node
}

func layoutName<L>(_ type: L.Type) -> String {
  switch type {
  case is HStackLayout.Type: "HStack"
  case is VStackLayout.Type: "VStack"
  case is ZStackLayout.Type: "ZStack"
  default: _typeName(type, qualified: false)  // String(describing:) would go through Mirror
  }
}
