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
    /// What each subview was offered and answered, in order.
    var children: [Child]
    var gaps: [CGFloat]
    var crossBeforeGuide: CGFloat
    var size: CGSize
  }

  /// One subview's part in a solution. The fields used only while solving live here too, so a
  /// solution allocates one array for its subviews rather than one per field.
  struct Child {
    var offer = ProposedViewSize.unspecified
    var size = CGSize.zero
    /// Where the subview's alignment guide lies, from its top or leading edge.
    var guide: CGFloat = 0
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
  }

  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    let count = subviews.count
    guard count > 1 else { return [] }
    let spacing = finiteSpacing
    let nodes = subviews.nodes
    var gaps = [CGFloat](repeating: spacing ?? 0, count: count - 1)
    if spacing == nil {
      for index in 0..<count - 1 {
        let position = subviews.startIndex + index
        gaps[index] = nodes[position].spacing.distance(to: nodes[position + 1].spacing, along: axis)
      }
    }
    return gaps
  }

  /// The explicit spacing, with NaN or infinity (which would poison every position) replaced by
  /// 0; negative spacing stays, as in SwiftUI, where it overlaps the children.
  private var finiteSpacing: CGFloat? {
    guard let spacing, !spacing.isFinite else { return spacing }
    ViewGraph.warnOnce("stack spacing \(spacing) is NaN or infinite; using 0")
    return 0
  }

  // Loops rather than `map`, `filter` and `sorted(by:)` with closures: a closure formed in
  // main-actor code and handed to the standard library checks the executor on every call, and
  // this runs for every child of every stack at every proposal.
  func solve(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
    let count = subviews.count
    let nodes = subviews.nodes
    let base = subviews.startIndex
    let gaps = gaps(subviews)
    var totalGap: CGFloat = 0
    for gap in gaps { totalGap += gap }
    let cross = axis.other
    let crossProposal = proposal[cross]
    var children = [Child](repeating: Child(), count: count)

    if let length = proposal[axis] {
      var allEqual = true
      let smallest = ProposedViewSize(main: 0, cross: crossProposal, axis: axis)
      let largest = ProposedViewSize(main: .infinity, cross: crossProposal, axis: axis)
      for i in 0..<count {
        let node = nodes[base + i]
        children[i].priority = node.layoutPriority
        if children[i].priority != children[0].priority { allEqual = false }
        let minimum = node.sizeThatFits(smallest)[axis]
        children[i].minimum = minimum
        children[i].flexibility = node.sizeThatFits(largest)[axis] - minimum
      }
      var remaining = length - totalGap
      // Serves the children of one priority, after setting aside the minimums of lower ones.
      func serve(_ priority: Double) {
        var members: [Int] = []
        members.reserveCapacity(count)
        var reserved: CGFloat = 0
        for i in 0..<count {
          if children[i].priority == priority {
            members.append(i)
          } else if children[i].priority < priority {
            reserved += children[i].minimum
          }
        }
        StackAlgorithm.sortByFlexibility(&members, children)
        var left = remaining - reserved
        var used: CGFloat = 0
        for (served, index) in members.enumerated() {
          let share = max(0, left / CGFloat(members.count - served))
          let offer = ProposedViewSize(main: share, cross: crossProposal, axis: axis)
          let size = nodes[base + index].sizeThatFits(offer)
          children[index].offer = offer
          children[index].size = size
          left -= size[axis]
          used += size[axis]
        }
        remaining -= used
      }
      if allEqual {
        if count > 0 { serve(children[0].priority) }
      } else {
        for priority in StackAlgorithm.descendingDistinct(children) { serve(priority) }
      }
    } else {
      let offer = ProposedViewSize(main: nil, cross: crossProposal, axis: axis)
      for i in 0..<count {
        children[i].offer = offer
        children[i].size = nodes[base + i].sizeThatFits(offer)
      }
    }

    var before: CGFloat = 0
    var after: CGFloat = 0
    var main: CGFloat = totalGap
    for i in 0..<count {
      let size = children[i].size
      let guide = nodes[base + i].guidePosition(alignment, size: size)
      children[i].guide = guide
      before = max(before, guide)
      after = max(after, size[cross] - guide)
      main += size[axis]
    }
    return Result(
      children: children, gaps: gaps, crossBeforeGuide: before,
      size: count == 0 ? .zero : CGSize(main: main, cross: before + after, axis: axis))
  }

  /// The different priorities, highest first.
  private nonisolated static func descendingDistinct(_ children: [Child]) -> [Double] {
    var distinct: [Double] = []
    for child in children { distinct.append(child.priority) }
    distinct.sort(by: >)
    var kept = 0
    for value in distinct where kept == 0 || distinct[kept - 1] != value {
      distinct[kept] = value
      kept += 1
    }
    distinct.removeLast(distinct.count - kept)
    return distinct
  }

  /// Orders children to be served least flexible first, keeping their order among equals.
  private nonisolated static func sortByFlexibility(_ members: inout [Int], _ children: [Child]) {
    members.sort { first, second in
      let a = children[first].flexibility
      let b = children[second].flexibility
      return a < b || (a == b && first < second)
    }
  }

  /// The solution for `proposal`, reused from the container's cache when the stack was solved
  /// for it since its subviews last changed.
  func solution(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Result {
    let container = subviews.recorder.container
    let key = StackSolutionKey(
      proposal: proposal, axis: axis, alignment: alignment, spacing: spacing,
      subviews: subviews.startIndex..<subviews.endIndex)
    if let cached = container.sizeCache.stackSolution(for: key) { return cached }
    let result = solve(proposal, subviews)
    container.sizeCache.storeStackSolution(result, for: key)
    return result
  }

  func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let result = solution(proposal, subviews)
    let base = subviews.startIndex
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    let line = (axis == .horizontal ? bounds.minY : bounds.minX) + result.crossBeforeGuide
    for i in 0..<subviews.count {
      let child = result.children[i]
      let crossPosition = line - child.guide
      let point =
        axis == .horizontal
        ? CGPoint(x: position, y: crossPosition) : CGPoint(x: crossPosition, y: position)
      subviews[base + i].place(at: point, anchor: .topLeading, proposal: child.offer)
      position += child.size[axis] + (i < result.gaps.count ? result.gaps[i] : 0)
    }
  }
}
