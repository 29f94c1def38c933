/// What follows the pointer during a drag, drawn above everything and never hit: the dragged
/// view's own drawing, moved with the pointer from where it was grabbed, or a custom preview
/// centered on the pointer.
final class DragPreviewNode: LayoutNode {
  /// The dragged view, whose drawing the preview repeats when it has no content of its own.
  private weak var source: LayoutNode?
  private let start: CGPoint
  private var location: CGPoint
  private let hasCustomContent: Bool
  /// The preview's rectangle (root coordinates) from the last placement.
  private(set) var previewFrame = CGRect.zero

  /// How opaque the preview is drawn, so that what lies under it shows through, as on macOS.
  static let opacity = 0.75

  init(source: LayoutNode, start: CGPoint, content: (any View)?) {
    self.source = source
    self.start = start
    self.location = start
    self.hasCustomContent = content != nil
    super.init(parent: source)
    if let content { install(content) }
    previewFrame = source.frame
  }

  private func install<V: View>(_ view: V) { setContent(view) }

  /// Moves the preview with the pointer, now at `point`.
  func follow(to point: CGPoint) {
    guard point != location else { return }
    graph.setNeedsDisplay(previewFrame)
    location = point
    invalidateLayout()
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    if hasCustomContent, let content = subviews.first {
      let size = content.sizeThatFits(.unspecified)
      let origin = CGPoint(x: location.x - size.width / 2, y: location.y - size.height / 2)
      previewFrame = graph.roundToPixels(CGRect(origin: origin, size: size))
      content.place(in: previewFrame, proposal: ProposedViewSize(size))
    } else if let source {
      previewFrame = graph.roundToPixels(
        source.frame.offsetBy(dx: location.x - start.x, dy: location.y - start.y))
    }
  }

  override func draw(into list: inout DisplayListBuilder) {
    let effects = LayerEffects(opacity: Self.opacity, bounds: previewFrame.insetBy(dx: -2, dy: -2))
    if hasCustomContent {
      list.group(.pushLayer(effects), .popLayer) { super.draw(into: &$0) }
    } else if let source, source.isAlive {
      let shift = CGAffineTransform(
        translationX: previewFrame.minX - source.frame.minX, y: previewFrame.minY - source.frame.minY)
      list.group(.pushLayer(effects), .popLayer) { list in
        list.group(.pushTransform(shift), .popTransform) { source.draw(into: &$0) }
      }
    }
  }

  override func contains(_ point: CGPoint) -> Bool { false }

  override func hitTest(_ point: CGPoint) -> LayoutNode? { nil }

  override var typeName: String { "DragPreview" }

  // The preview, not the window the node is placed in.
  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [LayoutTreeNode(type: typeName, frame: previewFrame, children: subviews.flatMap { $0.layoutTreeNodes() })]
  }
}
