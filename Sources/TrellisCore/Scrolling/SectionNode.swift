/// The node of a `Section` outside a list or a form: three children, its header's, its
/// content's and its footer's, whose layout nodes the enclosing container collects in that order.
final class SectionNode: _Node {
  /// The header's node, the content's and the footer's.
  @exclusivity(unchecked) var children: [_Node] = []
  /// The container values of modifiers applied to the section, which a container reading its
  /// content's sections (`ForEach(sections:)`) finds in the section's configuration.
  var containerValues = ContainerValues()

  var header: _Node { children[0] }
  var content: _Node { children[1] }
  var footer: _Node { children[2] }

  override var childNodes: [_Node] { children }

  override func forEachChild(_ body: (_Node) -> Void) {
    for child in children { body(child) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    collectLayoutNodes(of: children, into: &result)
  }
}
