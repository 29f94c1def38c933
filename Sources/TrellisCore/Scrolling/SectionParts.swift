/// A `Section` outside a list or a form: its header, its content's views and its footer, laid
/// out by the container around them as its own children. Its node (`SectionNode`) tells a lazy
/// stack which of those views are the header and the footer, for `pinnedViews`.
struct SectionParts<Header: View, Content: View, Footer: View>: PrimitiveView {
  let header: Header
  let content: Content
  let footer: Footer

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = SectionNode(parent: parent)
    node.children = [
      Header._makeNode(view.header, parent: node), Content._makeNode(view.content, parent: node),
      Footer._makeNode(view.footer, parent: node),
    ]
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    let section = unsafeDowncast(node, to: SectionNode.self)
    Header._updateNode(section.children[0], with: view.header)
    Content._updateNode(section.children[1], with: view.content)
    Footer._updateNode(section.children[2], with: view.footer)
  }

  /// The section's views, each of which a modifier on it applies to.
  static var _isViewList: Bool { true }

  static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node) -> _Node {
    let node = SectionNode(parent: parent)
    node.containerValues = ContainerValues.written(by: modifier) ?? ContainerValues()
    node.children = [
      Header._makeNode(view.header, eachModifiedBy: modifier, parent: node),
      Content._makeNode(view.content, eachModifiedBy: modifier, parent: node),
      Footer._makeNode(view.footer, eachModifiedBy: modifier, parent: node),
    ]
    return node
  }

  static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M) {
    let section = unsafeDowncast(node, to: SectionNode.self)
    section.containerValues = ContainerValues.written(by: modifier) ?? ContainerValues()
    Header._updateNode(section.children[0], with: view.header, eachModifiedBy: modifier)
    Content._updateNode(section.children[1], with: view.content, eachModifiedBy: modifier)
    Footer._updateNode(section.children[2], with: view.footer, eachModifiedBy: modifier)
  }
}
