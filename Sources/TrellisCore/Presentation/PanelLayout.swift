/// Sizes a sheet's or an alert's panel as desktop toolkits do: at its content's ideal size, but
/// at least `minimum` and at most what the window (or `maximumWidth`) allows, where the content
/// then wraps or scrolls. A sheet's `.presentationSizing` may give it another size, within the
/// same bounds.
struct PanelLayout: Layout {
  var minimum: CGSize
  var maximumWidth: CGFloat = .infinity
  /// The sizing the sheet's content asked for; nil sizes the panel to the content.
  var sizing: (any PresentationSizing)?
  /// Where a sticky sizing keeps the largest size the panel had.
  var stickySize: PresentationStickySize?

  /// The proposal the content gets, which is also the panel's size for a sizing that is not
  /// the content's own.
  private func proposal(for content: LayoutSubview, in proposal: ProposedViewSize) -> ProposedViewSize {
    let ideal = content.sizeThatFits(.unspecified)
    let room = proposal.replacingUnspecifiedDimensions(by: ideal)
    let widest = min(room.width, maximumWidth)
    if let sizing { return sized(content, by: sizing, room: CGSize(width: widest, height: room.height)) }
    let width = min(max(ideal.width, minimum.width), widest)
    // Narrower than its ideal, the content wraps, and needs the height of its wrapped lines.
    let needed =
      width < ideal.width ? content.sizeThatFits(ProposedViewSize(width: width, height: nil)) : ideal
    return ProposedViewSize(width: width, height: min(max(needed.height, minimum.height), room.height))
  }

  /// The panel's size under `sizing`: its proposal, with the content's size where it proposes
  /// nil, kept within `minimum` and `room`.
  private func sized(_ content: LayoutSubview, by sizing: any PresentationSizing, room: CGSize)
    -> ProposedViewSize
  {
    let root = PresentationSizingRoot { content.sizeThatFits($0) }
    let asked = sizing.proposedSize(for: root, context: PresentationSizingContext(room: room)).sanitized
    func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), high) }
    // A nil width is the content's ideal; a nil height, its height at the width settled on.
    let width = clamp(asked.width ?? content.sizeThatFits(asked).width, minimum.width, room.width)
    let height = clamp(
      asked.height ?? content.sizeThatFits(ProposedViewSize(width: width, height: nil)).height,
      minimum.height, room.height)
    var size = CGSize(width: width, height: height)
    if let sticky = sizing as? any StickySizing, let stickySize {
      if sticky.horizontal { size.width = min(max(size.width, stickySize.size.width), room.width) }
      if sticky.vertical { size.height = min(max(size.height, stickySize.size.height), room.height) }
      stickySize.size = CGSize(
        width: max(stickySize.size.width, size.width), height: max(stickySize.size.height, size.height))
    }
    return ProposedViewSize(size)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let content = subviews.first else { return .zero }
    let contentProposal = self.proposal(for: content, in: proposal)
    // A sizing of its own makes the panel as big as it proposes, whatever the content takes.
    if sizing != nil { return contentProposal.replacingUnspecifiedDimensions() }
    return content.sizeThatFits(contentProposal)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let content = subviews.first else { return }
    guard sizing != nil else {
      return content.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
    // Content smaller than the panel is centered in it, as any view in a frame.
    content.place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
  }
}
