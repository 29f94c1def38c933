/// Lays out the bar's three parts: leading items, the title, trailing items. The title is
/// centered in the bar when it fits between the items with the same room on both sides, and
/// otherwise centered in the room left between them, cut with an ellipsis if need be.
struct NavigationBarLayout: Layout {
  /// The least room between the title and the items.
  var gap: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let ideal = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(0, sizes.count - 1))
    let height = sizes.map(\.height).max() ?? 0
    return CGSize(width: proposal.width ?? ideal, height: proposal.height ?? height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard subviews.count == 3 else { return }
    let leading = subviews[0].sizeThatFits(.unspecified)
    let trailing = subviews[2].sizeThatFits(.unspecified)
    subviews[0].place(
      at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(leading))
    subviews[2].place(
      at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: ProposedViewSize(trailing))
    let sideRoom = max(leading.width, trailing.width) + gap
    let centeredRoom = max(0, bounds.width - 2 * sideRoom)
    let ideal = subviews[1].sizeThatFits(.unspecified)
    if ideal.width <= centeredRoom {
      let title = subviews[1].sizeThatFits(ProposedViewSize(width: centeredRoom, height: bounds.height))
      subviews[1].place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(title))
    } else {
      let left = bounds.minX + leading.width + (leading.width > 0 ? gap : 0)
      let right = bounds.maxX - trailing.width - (trailing.width > 0 ? gap : 0)
      let room = max(0, right - left)
      let fitted = subviews[1].sizeThatFits(ProposedViewSize(width: room, height: bounds.height))
      subviews[1].place(
        at: CGPoint(x: (left + right) / 2, y: bounds.midY), anchor: .center,
        proposal: ProposedViewSize(fitted))
    }
  }
}
