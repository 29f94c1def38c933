import TrellisCore

/// One level of the `fits` shape: a `ViewThatFits` trying an equal-width row, then an equal-width
/// column, of a text and the next level.
struct FittingLevel: View {
  let levels: Int
  let trigger: LeafTrigger?

  var body: some View {
    if levels == 0 {
      CounterLeaf(index: 0, trigger: trigger)
    } else {
      ViewThatFits {
        EqualWidthRow {
          Text("level \(levels)")
          FittingLevel(levels: levels - 1, trigger: trigger)
        }
        EqualWidthColumn {
          Text("level \(levels)")
          FittingLevel(levels: levels - 1, trigger: trigger)
        }
      }
    }
  }
}

/// The seeds' equal-width row: every subview as wide as the widest ideal width.
struct EqualWidthRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.map(\.width).max() ?? 0
    return CGSize(
      width: width * CGFloat(sizes.count) + 4 * CGFloat(max(0, sizes.count - 1)),
      height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.map(\.width).max() ?? 0
    var x = bounds.minX
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: nil))
      x += width + 4
    }
  }
}

/// The seeds' equal-width column: every subview as wide as the widest, stacked.
struct EqualWidthColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0,
      height: sizes.map(\.height).reduce(0, +) + 4 * CGFloat(max(0, sizes.count - 1)))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.map(\.width).max() ?? 0
    var y = bounds.minY
    for (subview, size) in zip(subviews, sizes) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: width, height: nil))
      y += size.height + 4
    }
  }
}
