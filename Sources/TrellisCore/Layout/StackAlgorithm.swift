/// How `HStack` and `VStack` share space among their children, following SwiftUI:
///
/// 1. the spacing is subtracted from the proposed length;
/// 2. children are served by layout priority, highest first, after setting aside the minimum
///    lengths of all lower-priority children;
/// 3. within a priority, the least flexible child (length at an infinite proposal minus length at
///    a zero proposal) is served first, each offered an equal share of what is left.
///
/// With no proposed length, every child gets its ideal length.
///
/// It works on layout nodes directly: the stack nodes, rows, scroll views and modifiers with
/// several subviews measure and place through it without the `Layout` protocol's proxies, and
/// `HStackLayout` and `VStackLayout` wrap it for custom containers and `AnyLayout`.
@MainActor
struct StackAlgorithm {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?

  // MARK: On layout nodes

  /// The size of `container`'s subviews stacked for `proposal`.
  func size(_ proposal: ProposedViewSize, stacking container: LayoutNode) -> CGSize {
    let nodes = container.unretainedSubviews
    let scratch = ViewGraph.stackScratch(of: container.graphReference)
    let (result, mark) = solve(proposal, nodes, 0..<nodes.count, in: scratch)
    StackScratch.giveBack(mark, to: scratch)
    return result.size
  }

  /// Places `container`'s subviews stacked in `rect`, mirrored in a right-to-left environment.
  func placeSubviews(of container: LayoutNode, in rect: CGRect, proposal: ProposedViewSize) {
    let nodes = container.unretainedSubviews
    let scratch = ViewGraph.stackScratch(of: container.graphReference)
    let (result, mark) = solve(proposal, nodes, 0..<nodes.count, in: scratch)
    defer { StackScratch.giveBack(mark, to: scratch) }
    let mirror = container.environment.layoutDirection == .rightToLeft
    var position = axis == .horizontal ? rect.minX : rect.minY
    let line = (axis == .horizontal ? rect.minY : rect.minX) + result.crossBeforeGuide
    for index in 0..<nodes.count {
      let child = result[index]
      var frame = CGRect(origin: origin(position: position, line: line, child), size: child.size)
      if mirror { frame.origin.x = rect.minX + rect.maxX - frame.maxX }
      withUnretained(nodes[index]) { $0.place(in: frame, proposal: child.offer) }
      position += child.size[axis] + child.gap
    }
  }

  /// Where the first subview of `container` (the last, for `.lastTextBaseline`) that sets `key`
  /// puts it, when the subviews are stacked in a container of `size`.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize, of container: LayoutNode) -> CGFloat? {
    let nodes = container.unretainedSubviews
    guard nodes.count > 0 else { return nil }
    let scratch = ViewGraph.stackScratch(of: container.graphReference)
    let (result, mark) = solve(ProposedViewSize(size), nodes, 0..<nodes.count, in: scratch)
    defer { StackScratch.giveBack(mark, to: scratch) }
    let mirror = container.environment.layoutDirection == .rightToLeft
    var frames: [CGRect] = []
    frames.reserveCapacity(nodes.count)
    var position: CGFloat = 0
    for index in 0..<result.count {
      let child = result[index]
      var frame = CGRect(
        origin: origin(position: position, line: result.crossBeforeGuide, child), size: child.size)
      if mirror { frame.origin.x = size.width - frame.maxX }
      frames.append(frame)
      position += child.size[axis] + child.gap
    }
    let fromLast = key == VerticalAlignment.lastTextBaseline.key
    for step in 0..<nodes.count {
      let index = fromLast ? nodes.count - 1 - step : step
      let offer = result[index].offer
      if let value = withUnretained(nodes[index], { $0.dimensions(for: offer)[explicit: key] }) {
        return (key.axis == .horizontal ? frames[index].minX : frames[index].minY) + value
      }
    }
    return nil
  }

  /// The spacing a stack of `nodes` prefers around itself: the union of theirs.
  static func spacing(of nodes: UnretainedNodes<LayoutNode>) -> ViewSpacing {
    guard nodes.count > 0 else { return ViewSpacing() }
    var result = ViewSpacing.zero
    for index in 0..<nodes.count {
      withUnretained(nodes[index]) { result.formUnion($0.spacing) }
    }
    return result
  }

  private func origin(position: CGFloat, line: CGFloat, _ child: StackSolution.Child) -> CGPoint {
    axis == .horizontal
      ? CGPoint(x: position, y: line - child.guide) : CGPoint(x: line - child.guide, y: position)
  }

  // MARK: Through the Layout protocol

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    let scratch = ViewGraph.stackScratch(of: subviews.recorder.container.graphReference)
    // `subviews` holds its nodes' array for the call.
    let (result, mark) = solve(
      proposal, UnretainedNodes(subviews.nodes), subviews.startIndex..<subviews.endIndex, in: scratch)
    StackScratch.giveBack(mark, to: scratch)
    return result.size
  }

  func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
    let scratch = ViewGraph.stackScratch(of: subviews.recorder.container.graphReference)
    let (result, mark) = solve(
      proposal, UnretainedNodes(subviews.nodes), subviews.startIndex..<subviews.endIndex, in: scratch)
    defer { StackScratch.giveBack(mark, to: scratch) }
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    let line = (axis == .horizontal ? bounds.minY : bounds.minX) + result.crossBeforeGuide
    for i in 0..<subviews.count {
      let child = result[i]
      subviews[subviews.startIndex + i].place(
        at: origin(position: position, line: line, child), anchor: .topLeading, proposal: child.offer)
      position += child.size[axis] + child.gap
    }
  }

  // MARK: Solving

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
  //
  // Solutions are not kept: a stack is measured at several proposals and placed at one, and
  // solving again to place it, from its subviews' cached sizes, costs less than keeping them.
  /// Solves for `proposal` in memory taken from `scratch`, which the caller gives back.
  func solve(
    _ proposal: ProposedViewSize, _ nodes: UnretainedNodes<LayoutNode>, _ range: Range<Int>,
    in scratch: Unmanaged<StackScratch>
  ) -> (solution: StackSolution, mark: StackScratch.Mark) {
    let count = range.count
    let base = range.lowerBound
    var (children, mark) = StackScratch.take(count, from: scratch)
    let cross = axis.other
    let crossProposal = proposal[cross]
    let length = proposal[axis]
    let explicitSpacing = count > 1 ? finiteSpacing : nil
    let smallest = ProposedViewSize(main: 0, cross: crossProposal, axis: axis)
    let largest = ProposedViewSize(main: .infinity, cross: crossProposal, axis: axis)
    let ideal = ProposedViewSize(main: nil, cross: crossProposal, axis: axis)
    // What the children are asked while their spacing is gathered. With no length or an infinite
    // one every child gets the same offer whatever the others take (infinity less anything
    // finite is infinity), and with none every share is zero; only between those does the
    // order of serving matter, needing each child's minimum and maximum. A stack probed for its
    // own minimum or maximum so asks each child one proposal, not three.
    var probing = false
    if let length, length > 0, length < .infinity, count > 1 { probing = true }
    let sameOffer = length == nil ? ideal : length == 0 ? smallest : length == .infinity ? largest : nil
    var allEqual = true
    var allFinite = true
    var previousSpacing = ViewSpacing.zero
    // One pass asks each subview everything that does not depend on the others.
    for i in 0..<count {
      withUnretained(nodes[base + i]) { node in
        if count > 1 {
          if let explicitSpacing {
            if i > 0 { children[i - 1].gap = explicitSpacing }
          } else {
            let spacing = node.spacing
            if i > 0 { children[i - 1].gap = previousSpacing.distance(to: spacing, along: axis) }
            previousSpacing = spacing
          }
        }
        if length != nil {
          let priority = node.layoutPriority
          children[i].priority = priority
          if priority != children[0].priority { allEqual = false }
        }
        if let sameOffer {
          let size = node.sizeThatFits(sameOffer)
          children[i].offer = sameOffer
          children[i].size = size
          if !size[axis].isFinite { allFinite = false }
        } else if probing {
          let minimum = node.sizeThatFits(smallest)[axis]
          children[i].minimum = minimum
          children[i].flexibility = node.sizeThatFits(largest)[axis] - minimum
        }
      }
    }
    var totalGap: CGFloat = 0
    for i in 0..<max(0, count - 1) { totalGap += children[i].gap }

    if let length {
      let available = length - totalGap
      for i in 0..<count { children[i].served = i }
      if length == 0 && available <= 0 {
        // Every share was zero, and each child has answered it.
      } else if length == .infinity && allEqual && allFinite {
        // Every share was infinite, and each child has answered it. (An infinite answer leaves
        // the children served after it nothing, so the order matters again.)
      } else if count == 1 || available <= 0 {
        // A lone child gets it all; with no room every share is zero, in any order.
        serve(children, members: 0..<count, space: available, crossProposal, nodes, base)
      } else {
        if !probing { probe(children, smallest, largest, nodes, base) }
        if allEqual {
          Self.sortByFlexibility(children, in: 0..<count)
          serve(children, members: 0..<count, space: available, crossProposal, nodes, base)
        } else {
          servePriorityGroups(children, space: available, crossProposal, nodes, base)
        }
      }
    }

    let finder = GuideFinder(
      alignment,
      mayBeExplicit: count > 0
        && ViewGraph.explicitGuideMayExist(alignment, in: withUnretained(nodes[base]) { $0.graphReference }))
    var before: CGFloat = 0
    var after: CGFloat = 0
    var main: CGFloat = totalGap
    for i in 0..<count {
      let size = children[i].size
      let guide: CGFloat
      if let plain = finder.position(at: size) {
        guide = plain
      } else {
        guide = withUnretained(nodes[base + i]) { $0.guidePosition(alignment, size: size) }
      }
      children[i].guide = guide
      before = max(before, guide)
      after = max(after, size[cross] - guide)
      main += size[axis]
    }
    children.crossBeforeGuide = before
    children.size = count == 0 ? .zero : CGSize(main: main, cross: before + after, axis: axis)
    return (children, mark)
  }

  /// Asks every child for its length at `smallest` and `largest`, the minimum and flexibility
  /// that order the serving.
  private func probe(
    _ children: StackSolution, _ smallest: ProposedViewSize, _ largest: ProposedViewSize,
    _ nodes: UnretainedNodes<LayoutNode>, _ base: Int
  ) {
    for i in 0..<children.count {
      withUnretained(nodes[base + i]) { node in
        let minimum = node.sizeThatFits(smallest)[axis]
        children[i].minimum = minimum
        children[i].flexibility = node.sizeThatFits(largest)[axis] - minimum
      }
    }
  }

  /// Offers the children listed (by `served`) in `members` an equal share each of what is left of
  /// `space`, in that order; returns the length they took.
  @discardableResult
  private func serve(
    _ children: StackSolution, members: Range<Int>, space: CGFloat, _ crossProposal: CGFloat?,
    _ nodes: UnretainedNodes<LayoutNode>, _ base: Int
  ) -> CGFloat {
    var left = space
    var used: CGFloat = 0
    for position in members {
      let index = children[position].served
      let share = max(0, left / CGFloat(members.upperBound - position))
      let offer = ProposedViewSize(main: share, cross: crossProposal, axis: axis)
      let size = withUnretained(nodes[base + index]) { $0.sizeThatFits(offer) }
      children[index].offer = offer
      children[index].size = size
      left -= size[axis]
      used += size[axis]
    }
    return used
  }

  /// Serves the children by priority, highest first, each group after setting aside the minimums
  /// of the lower ones.
  private func servePriorityGroups(
    _ children: StackSolution, space: CGFloat, _ crossProposal: CGFloat?,
    _ nodes: UnretainedNodes<LayoutNode>, _ base: Int
  ) {
    let count = children.count
    // The serving order: by priority, highest first, then least flexible first.
    for i in 0..<count { children[i].served = i }
    var order = [Int](0..<count)
    Self.sortByPriority(&order, children)
    for i in 0..<count { children[i].served = order[i] }
    var remaining = space
    var start = 0
    while start < count {
      let priority = children[children[start].served].priority
      var end = start
      while end < count, children[children[end].served].priority == priority { end += 1 }
      var reserved: CGFloat = 0
      for position in end..<count { reserved += children[children[position].served].minimum }
      remaining -= serve(
        children, members: start..<end, space: remaining - reserved, crossProposal, nodes, base)
      start = end
    }
  }

  /// Orders `children[range].served` least flexible first, keeping the order of equals: an
  /// insertion sort, which for the common stack of a few views allocates nothing.
  private nonisolated static func sortByFlexibility(_ children: StackSolution, in range: Range<Int>) {
    if range.count > 32 {
      var order: [Int] = []
      order.reserveCapacity(range.count)
      for position in range { order.append(children[position].served) }
      order.sort { first, second in
        let a = children[first].flexibility
        let b = children[second].flexibility
        return a < b || (a == b && first < second)
      }
      for (offset, index) in order.enumerated() { children[range.lowerBound + offset].served = index }
      return
    }
    for position in range.dropFirst() {
      let index = children[position].served
      let flexibility = children[index].flexibility
      var hole = position
      while hole > range.lowerBound, children[children[hole - 1].served].flexibility > flexibility {
        children[hole].served = children[hole - 1].served
        hole -= 1
      }
      children[hole].served = index
    }
  }

  /// Orders indices by priority, highest first, then least flexible first, then in order.
  private nonisolated static func sortByPriority(_ order: inout [Int], _ children: StackSolution) {
    order.sort { first, second in
      let a = children[first]
      let b = children[second]
      if a.priority != b.priority { return a.priority > b.priority }
      if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
      return first < second
    }
  }
}
