/// The open menu of a pop-up picker: a panel of the picker's options below (or above) the button,
/// drawn over the window's content. While it is open it takes every click: one on an item chooses
/// it, one outside closes the menu.
final class PopupMenuNode: LayoutNode, InteractiveNode {
  unowned let owner: PickerNode
  /// The item under the pointer or chosen with the arrow keys.
  var highlighted: Int? {
    didSet { if highlighted != oldValue { graph.setNeedsDisplay(frame) } }
  }

  private static let inset: CGFloat = 5
  private static let checkColumn: CGFloat = 24
  private static let trailing: CGFloat = 16

  init(owner: PickerNode) {
    self.owner = owner
    super.init(parent: owner)
    graph.pointerObservers.add(self)
  }

  var acceptsInput: Bool { true }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  private var optionNodes: [LayoutNode] { owner.options.map(\.node) }

  private func rowHeight(_ node: LayoutNode) -> CGFloat {
    max(node.sizeThatFits(.unspecified).height + 8, 24)
  }

  /// The panel, below the button when it fits, else above; kept inside the window.
  var panel: CGRect {
    let button = owner.frame
    let nodes = optionNodes
    let widest = nodes.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let width = max(button.width, Self.checkColumn + widest + Self.trailing + Self.inset * 2)
    let height = nodes.reduce(Self.inset * 2) { $0 + rowHeight($1) }
    let window = graph.size
    var y = button.maxY + 4
    if y + height > window.height - 4, button.minY - 4 - height >= 4 { y = button.minY - 4 - height }
    var x = environment.layoutDirection == .rightToLeft ? button.maxX - width : button.minX
    x = max(4, min(x, window.width - width - 4))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The rectangles of the items, in order.
  var rows: [CGRect] {
    let panel = self.panel
    var y = panel.minY + Self.inset
    return optionNodes.map { node in
      let height = rowHeight(node)
      defer { y += height }
      return CGRect(x: panel.minX + Self.inset, y: y, width: panel.width - Self.inset * 2, height: height)
    }
  }

  func row(at point: CGPoint) -> Int? {
    rows.firstIndex { $0.contains(point) }
  }

  func moveHighlight(by step: Int) {
    let count = optionNodes.count
    guard count > 0 else { return }
    highlighted = min(max(0, (highlighted ?? (step > 0 ? -1 : count)) + step), count - 1)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? { self }

  func pointerDown(at point: CGPoint) {
    if !panel.contains(point) { owner.closeMenu() }
  }

  func pointerUp(at point: CGPoint, inside: Bool) {
    guard let row = row(at: point) else { return }
    owner.choose(row)
    owner.closeMenu()
  }

  /// Where `node` is drawn in `row`: after the check column, centered vertically.
  private func offset(of node: LayoutNode, in row: CGRect) -> CGSize {
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    let x = isRightToLeft ? row.maxX - Self.checkColumn - node.frame.width : row.minX + Self.checkColumn
    let y = row.midY - node.frame.height / 2
    return CGSize(width: x - node.frame.minX, height: y - node.frame.minY)
  }

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    ControlDrawing.popupPanel(panel, palette: palette, into: &list)
    let nodes = optionNodes
    let selected = owner.selectedIndex
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    for (index, row) in rows.enumerated() where index < nodes.count {
      if index == highlighted {
        ControlDrawing.fill(row, radius: 5, palette.rowHighlight, into: &list)
      }
      if index == selected {
        let x = isRightToLeft ? row.maxX - Self.checkColumn + 6 : row.minX + 6
        ControlDrawing.checkmark(
          in: CGRect(x: x, y: row.midY - 6, width: 12, height: 12), palette.primary, lineWidth: 1.75,
          into: &list)
      }
      ControlDrawing.draw(nodes[index], offsetBy: offset(of: nodes[index], in: row), into: &list)
    }
  }

  override var typeName: String { "Menu" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let nodes = optionNodes
    let items = zip(rows, nodes).map { row, node in
      LayoutTreeNode(
        type: "MenuItem", frame: row,
        children: node.layoutTreeNodes().map { $0.offsetBy(offset(of: node, in: row)) })
    }
    return [LayoutTreeNode(type: typeName, frame: panel, children: items)]
  }
}

extension PopupMenuNode: PointerObserver {
  func pointerMoved(to point: CGPoint) {
    if let row = row(at: point) { highlighted = row }
  }

  func pointerExited() {}
}
