/// The preview of `.contextMenu(menuItems:preview:)`: a panel beside the open menu showing the
/// preview view, on the menu's leading side when it fits there, else on its trailing side. It
/// takes no input: a click on it is a click outside the menu, which closes both.
final class ContextMenuPreviewNode: LayoutNode {
  private weak var menu: MenuPanelNode?
  /// The panel's rectangle (root coordinates), from the last placement.
  private(set) var panel = CGRect.zero

  static let gap: CGFloat = 8
  static let inset: CGFloat = 8

  init(owner: _Node, preview: AnyView, menu: MenuPanelNode) {
    self.menu = menu
    super.init(parent: owner)
    setContent(preview)
  }

  /// Shows the panel above everything, after its menu, which is placed first.
  func present() { graph.root.popups.append(self) }

  func tearDown() {
    graph.root.popups.removeAll { $0 === self }
    graph.setNeedsDisplay(panel)
    dispose()
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    guard let menu, let content = subviews.first else { return }
    let room = rect.insetBy(dx: Self.gap, dy: Self.gap)
    let available = CGSize(
      width: max(
        0, max(menu.panel.minX - room.minX, room.maxX - menu.panel.maxX) - Self.gap - 2 * Self.inset),
      height: max(0, room.height - 2 * Self.inset))
    let fitted = content.sizeThatFits(ProposedViewSize(width: available.width, height: available.height))
    let contentSize = CGSize(
      width: min(fitted.width, available.width), height: min(fitted.height, available.height))
    let size = CGSize(width: contentSize.width + 2 * Self.inset, height: contentSize.height + 2 * Self.inset)
    let rightToLeft = environment.layoutDirection == .rightToLeft
    let before = menu.panel.minX - Self.gap - size.width
    let after = menu.panel.maxX + Self.gap
    let fitsBefore = before >= room.minX
    let fitsAfter = after + size.width <= room.maxX
    let x: CGFloat =
      if rightToLeft { fitsAfter || !fitsBefore ? after : before } else {
        fitsBefore || !fitsAfter ? before : after
      }
    let y = min(max(menu.panel.minY, room.minY), max(room.minY, room.maxY - size.height))
    panel = graph.roundToPixels(
      CGRect(x: min(max(x, room.minX), room.maxX - size.width), y: y, width: size.width, height: size.height))
    content.place(
      in: CGRect(
        x: panel.minX + Self.inset, y: panel.minY + Self.inset, width: contentSize.width,
        height: contentSize.height),
      proposal: ProposedViewSize(contentSize))
  }

  override func draw(into list: inout DisplayListBuilder) {
    ControlDrawing.popupPanel(panel, palette: ControlPalette(environment), into: &list)
    super.draw(into: &list)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? { nil }

  override var typeName: String { "ContextMenuPreview" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [LayoutTreeNode(type: typeName, frame: panel, children: subviews.flatMap { $0.layoutTreeNodes() })]
  }
}
