/// The frame of a bordered table: a separator-colored line just inside its edges.
struct TableBorder: PrimitiveView {
  static func _makeNode(_ view: Self, parent: _Node) -> _Node { TableBorderNode(parent: parent) }

  static func _updateNode(_ node: _Node, with view: Self) {}
}

/// Draws a bordered table's frame; it takes whatever size it is offered and is never hit.
final class TableBorderNode: LayoutNode {
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    graph.setNeedsDisplay(frame)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? { nil }

  override func draw(into list: inout DisplayListBuilder) {
    var path = Path(frame)
    path.addRect(frame.insetBy(dx: 1, dy: 1))
    list.append(.fill(path, .color(ControlPalette(environment).separator), eoFill: true))
  }

  override var typeName: String { "TableBorder" }
}
