/// A tooltip's bubble: the label in small text on a popup panel, just below and right of the
/// pointer, kept inside the window. It takes no clicks and no focus.
final class TooltipPanelNode: LayoutNode {
  private(set) weak var owner: TooltipNode?
  private let pointer: CGPoint
  /// The bubble's rectangle (root coordinates), from the last placement.
  private(set) var bubble = CGRect.zero

  private static let padding = EdgeInsets(top: 3, leading: 7, bottom: 3, trailing: 7)
  /// Below the pointer's arrow, as macOS places tooltips.
  private static let offset = CGSize(width: 4, height: 18)
  private static let maximumTextWidth: CGFloat = 300

  init(owner: TooltipNode, label: Text, pointer: CGPoint) {
    self.owner = owner
    self.pointer = pointer
    super.init(parent: owner)
    setContent(label.font(.callout))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    guard let label = subviews.first else { return }
    let textProposal = ProposedViewSize(
      width: min(Self.maximumTextWidth, max(0, rect.width - 16)), height: nil)
    let text = label.sizeThatFits(textProposal)
    let size = CGSize(
      width: text.width + Self.padding.leading + Self.padding.trailing,
      height: text.height + Self.padding.top + Self.padding.bottom)
    var origin = CGPoint(x: pointer.x + Self.offset.width, y: pointer.y + Self.offset.height)
    origin.x = max(rect.minX, min(origin.x, rect.maxX - size.width))
    // Above the pointer when there is no room below it.
    if origin.y + size.height > rect.maxY { origin.y = pointer.y - 4 - size.height }
    origin.y = max(rect.minY, origin.y)
    bubble = graph.roundToPixels(CGRect(origin: origin, size: size))
    label.place(
      in: CGRect(
        x: bubble.minX + Self.padding.leading, y: bubble.minY + Self.padding.top, width: text.width,
        height: text.height),
      proposal: textProposal)
  }

  override func draw(into list: inout DisplayListBuilder) {
    ControlDrawing.popupPanel(bubble, palette: ControlPalette(environment), into: &list)
    super.draw(into: &list)
  }

  override func contains(_ point: CGPoint) -> Bool { false }

  override func hitTest(_ point: CGPoint) -> LayoutNode? { nil }

  override var typeName: String { "Tooltip" }

  // The bubble, not the window the panel is placed in.
  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [LayoutTreeNode(type: typeName, frame: bubble, children: subviews.flatMap { $0.layoutTreeNodes() })]
  }
}
