import Trellis

// The snippets "Radial size that fits", "Rank value" and "Radial place subviews with offsets",
// as written. `getOffset` is not shown in the talk: it turns the circle so that the leader sits
// at the top.
struct MyRadialLayout: Layout {
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) -> CGSize {
    // Take whatever space is offered.
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) {
    let radius = min(bounds.size.width, bounds.size.height) / 3.0
    let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

    let ranks = subviews.map { subview in
      subview[Rank.self]
    }
    let offset = getOffset(ranks)

    for (index, subview) in subviews.enumerated() {
      var point = CGPoint(x: 0, y: -radius)
        .applying(
          CGAffineTransform(
            rotationAngle: angle * Double(index) + offset))
      point.x += bounds.midX
      point.y += bounds.midY
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }

  /// The rotation, in radians, that brings the first-ranked view to the top; between two views
  /// tied for first, the top falls halfway between them.
  private func getOffset(_ ranks: [Int]) -> Double {
    guard !ranks.isEmpty else { return 0 }
    let step = 2 * Double.pi / Double(ranks.count)
    let leaders = ranks.indices.filter { ranks[$0] == 1 }
    guard !leaders.isEmpty, leaders.count < ranks.count else { return 0 }
    let position =
      leaders.count == 2 && leaders[1] - leaders[0] != 1
      ? Double(leaders[1]) + 0.5  // tied across the wrap-around
      : leaders.map(Double.init).reduce(0, +) / Double(leaders.count)
    return -position * step
  }
}

private struct Rank: LayoutValueKey {
  static let defaultValue: Int = 1
}

extension View {
  func rank(_ value: Int) -> some View {
    layoutValue(key: Rank.self, value: value)
  }
}
