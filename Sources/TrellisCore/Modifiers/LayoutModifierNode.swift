/// The node of a modifier that changes how its content is sized or placed: it treats the content
/// as one view (several views inside are stacked vertically, as SwiftUI's root does).
class LayoutModifierNode<M: ViewModifier>: ModifierNode<M> {
  /// The proposal the content gets when this node is offered `proposal`.
  func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

  /// This node's size given its proposal and the content's size.
  func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize { contentSize }

  /// Where the content goes inside `rect`, this node's placed rectangle.
  func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    CGRect(origin: rect.origin, size: contentSize)
  }

  final func contentSize(_ proposal: ProposedViewSize) -> CGSize { super.computeSize(proposal) }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    size(proposal: proposal, contentSize: contentSize(contentProposal(proposal)))
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let childProposal = contentProposal(proposal)
    let childRect = contentRect(in: rect, contentSize: contentSize(childProposal), proposal: proposal)
    super.placeSubviews(in: childRect, proposal: childProposal)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let proposal = ProposedViewSize(size)
    let childProposal = contentProposal(proposal)
    let childSize = contentSize(childProposal)
    let rect = contentRect(in: CGRect(origin: .zero, size: size), contentSize: childSize, proposal: proposal)
    guard let value = super.explicitAlignment(key, size: childSize) else { return nil }
    return value + (key.axis == .horizontal ? rect.minX : rect.minY)
  }

  /// The single content node, when there is exactly one.
  var singleContent: LayoutNode? {
    let nodes = subviews
    return nodes.count == 1 ? nodes[0] : nil
  }

  var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

  /// Hit where the content is, not in the space the modifier adds around it (padding, a larger
  /// frame), as in SwiftUI; `.contentShape(Rectangle())` makes that space hittable.
  override func contains(_ point: CGPoint) -> Bool {
    subviews.contains { $0.contains(point) }
  }

  /// The content's rectangle when aligned in `rect` by `alignment`, using the content's guides.
  func aligned(_ contentSize: CGSize, in rect: CGRect, alignment: Alignment) -> CGRect {
    let content = ViewDimensions(size: contentSize, guides: singleContent)
    let container = ViewDimensions(size: rect.size, guides: nil)
    var x = rect.minX + container[alignment.horizontal] - content[alignment.horizontal]
    let y = rect.minY + container[alignment.vertical] - content[alignment.vertical]
    if isRightToLeft { x = rect.minX + rect.maxX - x - contentSize.width }
    return CGRect(x: x, y: y, width: contentSize.width, height: contentSize.height)
  }
}

/// Reports a one-time warning and a usable value for a length that is NaN, infinite or negative.
func cleanLength(_ value: CGFloat?, _ what: String) -> CGFloat? {
  guard let value else { return nil }
  if value.isNaN || value < 0 || value.isInfinite {
    ViewGraph.warnOnce(
      "invalid \(what) \(value) (NaN, negative or infinite); using \(value.isNaN ? 0 : max(0, min(value, 0)))"
    )
    return value.isNaN || value.isInfinite ? 0 : max(0, value)
  }
  return value
}

/// Reports a one-time warning and 0 for an inset that is NaN or infinite. A negative inset is
/// kept: as in SwiftUI, it draws the content out past the frame it reports.
/// `insets` with each side cleaned as `cleanInset` does.
func cleanInsets(_ insets: EdgeInsets) -> EdgeInsets {
  EdgeInsets(
    top: cleanInset(insets.top), leading: cleanInset(insets.leading), bottom: cleanInset(insets.bottom),
    trailing: cleanInset(insets.trailing))
}

func cleanInset(_ value: CGFloat) -> CGFloat {
  if value.isFinite { return value }
  ViewGraph.warnOnce("invalid padding \(value) (NaN or infinite); using 0")
  return 0
}
