/// The layout of `LazyVStack` and `LazyHStack` when every child is made (outside a scroll view
/// along its axis); in one, `LazyStackArrangement` lays them out the same way.
///
/// Unlike `VStack` and `HStack`, a lazy stack does not share its length among its children
/// (SwiftUI's cannot, as it does not make them all up front): each child is offered the stack's whole
/// width (for a vertical stack) and no height, and takes its ideal height; a `Spacer` inside
/// therefore keeps its minimum length. Across, the stack fills what it is offered rather than
/// hugging its widest child, so `alignment` places children against the edges of that room:
/// `ScrollView { LazyVStack(alignment: .leading) { ... } }` lines rows up at the scroll view's
/// leading edge, where a `VStack` would be centered.
struct LazyStackLayout: Layout, Equatable {
  /// The axis the children follow one another along.
  var axis: Axis
  /// Where children sit across the stack.
  var alignment: AlignmentKey
  /// The distance between children, or nil for each pair's preferred spacing.
  var spacing: CGFloat?

  /// Properties of the layout. The axis belongs to the value: `LazyContainerNode` answers it
  /// for the `Spacer`s and `Divider`s inside.
  static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// What every child is offered: the stack's room across, nothing along.
  private func childProposal(across: CGFloat?) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: across, height: nil) : ProposedViewSize(width: nil, height: across)
  }

  private func gap(_ subviews: Subviews, after index: Int) -> CGFloat {
    if let spacing, spacing.isFinite { return spacing }
    return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let room = axis == .vertical ? proposal.width : proposal.height
    let offer = childProposal(across: room)
    var along: CGFloat = 0
    var widest: CGFloat = 0
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(offer)
      along += axis == .vertical ? size.height : size.width
      widest = max(widest, axis == .vertical ? size.width : size.height)
      if index > subviews.startIndex { along += gap(subviews, after: index - 1) }
    }
    // Fills the room offered; a child wider than that still fits inside, as in every stack.
    let across = max(room ?? 0, widest)
    return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let room = axis == .vertical ? proposal.width : proposal.height
    let across = axis == .vertical ? bounds.width : bounds.height
    let offer = childProposal(across: room == nil ? nil : across)
    // The children's guides line up; the group they make is placed in the room like a ZStack's.
    var dimensions: [ViewDimensions] = []
    var before: CGFloat = 0
    var after: CGFloat = 0
    for subview in subviews {
      let child = subview.dimensions(in: offer)
      let guide = child[alignment]
      let length = axis == .vertical ? child.width : child.height
      before = max(before, guide)
      after = max(after, length - guide)
      dimensions.append(child)
    }
    let groupStart = (across - before - after) * alignmentFraction(alignment)
    var along: CGFloat = 0
    for (position, index) in subviews.indices.enumerated() {
      let child = dimensions[position]
      let crossOffset = groupStart + before - child[alignment]
      let origin =
        axis == .vertical
        ? CGPoint(x: bounds.minX + crossOffset, y: bounds.minY + along)
        : CGPoint(x: bounds.minX + along, y: bounds.minY + crossOffset)
      subviews[index].place(at: origin, anchor: .topLeading, proposal: offer)
      along += axis == .vertical ? child.height : child.width
      if index + 1 < subviews.endIndex { along += gap(subviews, after: index) }
    }
  }
}
