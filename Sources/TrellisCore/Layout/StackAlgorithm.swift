/// How `HStack` and `VStack` share space among their children, following SwiftUI:
///
/// 1. the spacing is subtracted from the proposed length;
/// 2. children are served by layout priority, highest first, after setting aside the minimum
///    lengths of all lower-priority children;
/// 3. within a priority, the least flexible child (length at an infinite proposal minus length at
///    a zero proposal) is served first, each offered an equal share of what is left.
///
/// With no proposed length, every child gets its ideal length.
@MainActor
struct StackAlgorithm {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?

  struct Result {
    var offers: [ProposedViewSize]
    var sizes: [CGSize]
    var gaps: [CGFloat]
    var crossBeforeGuide: CGFloat
    var size: CGSize
    var guides: [CGFloat]
  }

  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    guard subviews.count > 1 else { return [] }
    let spacing = finiteSpacing
    return (subviews.startIndex..<subviews.endIndex - 1).map { index in
      spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }
  }

  /// The explicit spacing, with NaN or infinity (which would poison every position) replaced by
  /// 0; negative spacing stays, as in SwiftUI, where it overlaps the children.
  private var finiteSpacing: CGFloat? {
    guard let spacing, !spacing.isFinite else { return spacing }
    ViewGraph.warnOnce("stack spacing \(spacing) is NaN or infinite; using 0")
    return 0
  }

  func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
    let count = subviews.count
    let gaps = gaps(subviews)
    let totalGap = gaps.reduce(0, +)
    let cross = axis.other
    let crossProposal = proposal[cross]
    var offers = [ProposedViewSize](repeating: .unspecified, count: count)
    var sizes = [CGSize](repeating: .zero, count: count)
    let base = subviews.startIndex

    if let length = proposal[axis] {
      var minimums = [CGFloat](repeating: 0, count: count)
      var flexibility = [CGFloat](repeating: 0, count: count)
      var priorities = [Double](repeating: 0, count: count)
      for i in 0..<count {
        let subview = subviews[base + i]
        priorities[i] = subview.priority
        let minimum = subview.sizeThatFits(ProposedViewSize(main: 0, cross: crossProposal, axis: axis))[axis]
        let maximum = subview.sizeThatFits(
          ProposedViewSize(main: .infinity, cross: crossProposal, axis: axis))[axis]
        minimums[i] = minimum
        flexibility[i] = maximum - minimum
      }
      var remaining = length - totalGap
      let groups = Set(priorities).sorted(by: >)
      for priority in groups {
        let members = (0..<count).filter { priorities[$0] == priority }
          .sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        let reserved = (0..<count).filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
        var left = remaining - reserved
        var used: CGFloat = 0
        for (served, index) in members.enumerated() {
          let share = max(0, left / CGFloat(members.count - served))
          let offer = ProposedViewSize(main: share, cross: crossProposal, axis: axis)
          let size = subviews[base + index].sizeThatFits(offer)
          offers[index] = offer
          sizes[index] = size
          left -= size[axis]
          used += size[axis]
        }
        remaining -= used
      }
    } else {
      for i in 0..<count {
        let offer = ProposedViewSize(main: nil, cross: crossProposal, axis: axis)
        offers[i] = offer
        sizes[i] = subviews[base + i].sizeThatFits(offer)
      }
    }

    var before: CGFloat = 0
    var after: CGFloat = 0
    var guides = [CGFloat](repeating: 0, count: count)
    for i in 0..<count {
      let dimensions = ViewDimensions(size: sizes[i], guides: subviews[base + i].node)
      let guide = dimensions[alignment]
      guides[i] = guide
      before = max(before, guide)
      after = max(after, sizes[i][cross] - guide)
    }
    let main = sizes.reduce(0) { $0 + $1[axis] } + totalGap
    return Result(
      offers: offers, sizes: sizes, gaps: gaps, crossBeforeGuide: before,
      size: count == 0 ? .zero : CGSize(main: main, cross: before + after, axis: axis), guides: guides)
  }

  func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let result = solve(proposal, subviews)
    let base = subviews.startIndex
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    let line = (axis == .horizontal ? bounds.minY : bounds.minX) + result.crossBeforeGuide
    for i in 0..<subviews.count {
      let crossPosition = line - result.guides[i]
      let point =
        axis == .horizontal
        ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
      subviews[base + i].place(at: point, anchor: .topLeading, proposal: result.offers[i])
      position += result.sizes[i][axis] + (i < result.gaps.count ? result.gaps[i] : 0)
    }
  }
}
