/// Sizes a sheet's or an alert's panel as desktop toolkits do: at its content's ideal size, but
/// at least `minimum` and at most what the window (or `maximumWidth`) allows, where the content
/// then wraps or scrolls.
struct PanelLayout: Layout {
  var minimum: CGSize
  var maximumWidth: CGFloat = .infinity

  private func proposal(for content: LayoutSubview, in proposal: ProposedViewSize) -> ProposedViewSize {
    let ideal = content.sizeThatFits(.unspecified)
    let room = proposal.replacingUnspecifiedDimensions(by: ideal)
    let widest = min(room.width, maximumWidth)
    let width = min(max(ideal.width, minimum.width), widest)
    // Narrower than its ideal, the content wraps, and needs the height of its wrapped lines.
    let needed =
      width < ideal.width ? content.sizeThatFits(ProposedViewSize(width: width, height: nil)) : ideal
    return ProposedViewSize(width: width, height: min(max(needed.height, minimum.height), room.height))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let content = subviews.first else { return .zero }
    return content.sizeThatFits(self.proposal(for: content, in: proposal))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let content = subviews.first else { return }
    content.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
  }
}
