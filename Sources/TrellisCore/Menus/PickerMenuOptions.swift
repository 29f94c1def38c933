/// A picker's options as items of the menu it is in: each a row that selects its tag, checked
/// while selected.
struct PickerMenuOptions: PrimitiveView {
  let selection: any SelectionSource
  let content: AnyView

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = PickerOptionsNode(parent: parent)
    node.update(view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: PickerOptionsNode.self).update(view)
  }
}

/// The node of `PickerMenuOptions`. The menu panel takes its options as rows of its own and
/// places them, so the node itself takes no room.
final class PickerOptionsNode: LayoutNode {
  private var selection: (any SelectionSource)?

  func update(_ view: PickerMenuOptions) {
    selection = view.selection
    setContent(view.content)
    graph.setNeedsDisplay(frame)
  }

  /// The options with their tags, in order.
  var options: [TaggedView] { TaggedContent.collect(content) }

  /// The tag of the option whose node is `node`.
  func tag(of node: LayoutNode) -> AnyHashable? {
    options.first { $0.node === node }?.tag
  }

  func isSelected(_ tag: AnyHashable) -> Bool { selection?.isSelected(tag) ?? false }

  func select(_ tag: AnyHashable) {
    guard environment.isEnabled else { return }
    selection?.select(tag)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

  // The panel places the options, as its rows.
  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {}

  override var typeName: String { "PickerOptions" }
}
