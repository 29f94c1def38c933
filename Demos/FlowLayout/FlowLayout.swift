import Trellis

// The post's layout, as written: a row that moves to the next line when a view would overflow it.
struct FlowLayout: Layout {

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let containerWidth = proposal.replacingUnspecifiedDimensions().width
    let idealViewSizes = subviews.map { $0.sizeThatFits(.unspecified) }

    return dryRun(
      containerWidth: containerWidth,
      viewSizes: idealViewSizes
    ).containerSize
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let idealViewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let viewOffsets = dryRun(
      containerWidth: bounds.width,
      viewSizes: idealViewSizes
    ).viewOffsets

    for (view, offset) in zip(subviews, viewOffsets) {
      view.place(
        at: .init(
          x: bounds.minX + offset.x,
          y: bounds.minY + offset.y
        ),
        proposal: .unspecified
      )
    }
  }

  private func dryRun(containerWidth: CGFloat, viewSizes: [CGSize]) -> (
    containerSize: CGSize, viewOffsets: [CGPoint]
  ) {
    var containerSize: CGSize = .zero
    var viewOffsets: [CGPoint] = []

    var currentOffset: CGPoint = .zero
    var lineHeight: CGFloat = .zero

    for viewSize in viewSizes {
      if currentOffset.x + viewSize.width > containerWidth {
        currentOffset.x = 0
        currentOffset.y += lineHeight
        lineHeight = 0
      }
      viewOffsets.append(currentOffset)

      currentOffset.x += viewSize.width
      lineHeight = max(lineHeight, viewSize.height)

      containerSize.width = max(containerSize.width, currentOffset.x)
      containerSize.height = max(containerSize.height, currentOffset.y + lineHeight)
    }
    return (containerSize, viewOffsets)
  }
}
