extension NavigationStackNode {
  /// The area under the bar, where the levels go.
  var contentArea: CGRect {
    CGRect(x: frame.minX, y: bar.frame.maxY, width: frame.width, height: max(0, frame.maxY - bar.frame.maxY))
  }

  // The stack takes the room it is offered, as SwiftUI's does; asked for its ideal size, the
  // bar's and the top level's.
  func stackSize(for proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    let barSize = bar.sizeThatFits(ProposedViewSize(width: width, height: nil))
    let levelProposal = ProposedViewSize(width: width, height: height.map { max(0, $0 - barSize.height) })
    let levelSize = (width == nil || height == nil) ? topLevel.sizeThatFits(levelProposal) : .zero
    return CGSize(
      width: width ?? max(barSize.width, levelSize.width), height: height ?? barSize.height + levelSize.height
    )
  }

  func placeBarAndTopLevel(in rect: CGRect) {
    let barHeight = bar.sizeThatFits(ProposedViewSize(width: rect.width, height: nil)).height
    let barRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: min(barHeight, rect.height))
    bar.place(in: barRect, proposal: ProposedViewSize(barRect.size))
    let area = CGRect(x: rect.minX, y: barRect.maxY, width: rect.width, height: rect.height - barRect.height)
    topLevel.place(in: area, proposal: ProposedViewSize(area.size))
  }

  // MARK: Drawing: the levels clipped to the area under the bar, then the bar

  func drawLevelsAndBar(into list: inout DisplayListBuilder) {
    let area = contentArea
    list.group(.pushClip(Path(area), eoFill: false), .popClip) { list in
      guard let slide else { return topLevel.drawSubtree(into: &list) }
      // Pushing, the new level comes from the trailing side and the old one leaves by the
      // leading side; popping, the other way round.
      let trailing: CGFloat = environment.layoutDirection == .rightToLeft ? -1 : 1
      let direction = (slide.isPush ? 1 : -1) * trailing
      let progress = CGFloat(slide.fraction)
      Self.draw(slide.leaving, shiftedBy: -direction * progress * area.width, into: &list)
      Self.draw(topLevel, shiftedBy: direction * (1 - progress) * area.width, into: &list)
    }
    bar.drawSubtree(into: &list)
  }

  private static func draw(_ level: LayoutNode, shiftedBy dx: CGFloat, into list: inout DisplayListBuilder) {
    list.group(.pushTransform(CGAffineTransform(translationX: dx, y: 0)), .popTransform) {
      level.drawSubtree(into: &$0)
    }
  }

  // MARK: Input and inspection: the bar and the top level only

  func hitBarOrTopLevel(_ point: CGPoint) -> LayoutNode? {
    if let hit = bar.hitTest(point) { return hit }
    return contentArea.contains(point) ? topLevel.hitTest(point) : nil
  }
}
