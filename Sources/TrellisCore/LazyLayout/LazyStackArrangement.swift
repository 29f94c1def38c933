/// Where a lazy stack in a scroll view puts its views along its axis, making the elements that
/// lie in a window and estimating the length of those not made.
///
/// Each element not made counts at the average length of the made elements of its `ForEach`,
/// with the average gap between neighbours made, so a run of them is skipped in one step: an
/// arrangement costs as much as the elements made, however many there are.
@MainActor
struct LazyStackArrangement: LazyArrangement {
  let axis: Axis
  /// Where children sit across the stack.
  let alignment: AlignmentKey
  let offer: ProposedViewSize
  let items: [LazyContentItem]
  /// The stack's spacing, or nil for each pair's preferred spacing.
  private let fixedSpacing: CGFloat?
  /// The parts of sections the stack keeps in sight; when empty, sections are not tracked.
  private let pinnedViews: PinnedScrollableViews
  /// The gap assumed next to an element not made when no pair of neighbours says better.
  private let standardGap: CGFloat

  /// The made views in order, each with where it starts along the axis.
  private(set) var views: [(node: LayoutNode, along: CGFloat)] = []
  /// The stack's length along the axis, estimates included.
  private(set) var length: CGFloat = 0
  /// The largest length across of a made view.
  private(set) var widest: CGFloat = 0
  /// Whether arranging made any element.
  private(set) var madeAny = false
  /// The sections arranged, when the stack pins their headers or footers.
  private var tracker = SectionTracker()

  /// The most elements one arrangement makes, so that elements of no length cannot make a
  /// window hold all of a huge collection at once.
  static let madeLimit = 2_000

  init(
    layout: LazyStackLayout, offer: ProposedViewSize, items: [LazyContentItem],
    pinnedViews: PinnedScrollableViews = []
  ) {
    axis = layout.axis
    self.pinnedViews = pinnedViews
    alignment = layout.alignment
    self.offer = offer
    self.items = items
    fixedSpacing = layout.spacing.flatMap { $0.isFinite ? $0 : nil }
    standardGap = fixedSpacing ?? ViewSpacing.standard.distance(to: .standard, along: axis)
  }

  private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
  private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

  private func gap(_ first: LayoutNode, _ second: LayoutNode) -> CGFloat {
    fixedSpacing ?? first.spacing.distance(to: second.spacing, along: axis)
  }

  /// The average length of the made elements of `source` and the average gap between made
  /// neighbours; nil when none is made.
  private func estimate(_ source: any LazyElementSource) -> (length: CGFloat, gap: CGFloat)? {
    var total: CGFloat = 0
    var count = 0
    var gapTotal: CGFloat = 0
    var gapCount = 0
    var previous: (position: Int, node: LayoutNode)?
    var nodes: [LayoutNode] = []
    for position in source.builtPositions {
      nodes.removeAll(keepingCapacity: true)
      source.collectLayoutNodes(ofElement: position, into: &nodes)
      guard let first = nodes.first, let last = nodes.last else { continue }
      var elementLength: CGFloat = 0
      for index in nodes.indices {
        if index > 0 { elementLength += gap(nodes[index - 1], nodes[index]) }
        elementLength += along(nodes[index].sizeThatFits(offer))
      }
      total += elementLength
      count += 1
      if let previous, previous.position == position - 1 {
        gapTotal += gap(previous.node, first)
        gapCount += 1
      }
      previous = (position, last)
    }
    guard count > 0 else { return nil }
    return (total / CGFloat(count), gapCount > 0 ? gapTotal / CGFloat(gapCount) : standardGap)
  }

  /// Works out where every made view goes, first making the elements not made whose estimated
  /// place overlaps `window` (none when nil).
  mutating func arrange(making window: ClosedRange<CGFloat>?) {
    var position: CGFloat = 0
    var previous: LayoutNode?
    var isFirst = true
    var budget = Self.madeLimit
    var nodes: [LayoutNode] = []
    var elementItems: [LazyContentItem] = []
    let tracksSections = !pinnedViews.isEmpty

    /// Lays a view out from `position`; returns the gap left before it.
    @discardableResult func lay(_ node: LayoutNode, estimatedGap: CGFloat) -> CGFloat {
      let space = isFirst ? 0 : previous.map { gap($0, node) } ?? estimatedGap
      position += space
      isFirst = false
      views.append((node, position))
      let size = node.sizeThatFits(offer)
      widest = max(widest, across(size))
      position += along(size)
      previous = node
      return space
    }
    func mark(_ mark: LazyContentItem.SectionMark) {
      if tracksSections { tracker.note(mark, position: position, viewCount: views.count) }
    }
    /// Lays the made element at `index` of `source` out from `position`; returns the gap left
    /// before its first view, and whether it has any.
    func layElement(_ source: any LazyElementSource, at index: Int, estimatedGap: CGFloat) -> (
      leadingGap: CGFloat, laidAny: Bool
    ) {
      var leadingGap: CGFloat = 0
      var laidAny = false
      func layView(_ node: LayoutNode) {
        let space = lay(node, estimatedGap: estimatedGap)
        if !laidAny { leadingGap = space }
        laidAny = true
      }
      if tracksSections {
        elementItems.removeAll(keepingCapacity: true)
        source.collectItems(ofElement: index, into: &elementItems)
        for item in elementItems {
          switch item {
          case .view(let node): layView(node)
          case .section(let sectionMark): mark(sectionMark)
          // An element holds no lazy `ForEach` of its own.
          case .elements: break
          }
        }
      } else {
        nodes.removeAll(keepingCapacity: true)
        source.collectLayoutNodes(ofElement: index, into: &nodes)
        for node in nodes { layView(node) }
      }
      return (leadingGap, laidAny)
    }
    /// Passes over `count` elements not made, at the estimate.
    func skip(_ count: Int, length: CGFloat, gap: CGFloat) {
      guard count > 0 else { return }
      position += (isFirst ? 0 : gap) + length + CGFloat(count - 1) * (gap + length)
      isFirst = false
      previous = nil
    }

    for item in items {
      switch item {
      case .view(let node):
        lay(node, estimatedGap: standardGap)
      case .section(let sectionMark):
        mark(sectionMark)
      case .elements(let source):
        let estimated = estimate(source)
        // Before any element is made, the first ones made set the estimate.
        var averageLength = estimated?.length ?? 0
        let averageGap = estimated?.gap ?? standardGap
        var madeLength: CGFloat = 0
        var madeCount = 0
        let built = source.builtPositions
        let count = source.elementCount
        var next = 0
        var index = 0
        while index < count {
          if next < built.count, built[next] == index {
            _ = layElement(source, at: index, estimatedGap: averageGap)
            next += 1
            index += 1
            continue
          }
          let runEnd = next < built.count ? built[next] : count
          guard let window, budget > 0 else {
            skip(runEnd - index, length: averageLength, gap: averageGap)
            index = runEnd
            continue
          }
          // The elements of the run that end by the window's start are passed over at once.
          let pitch = averageGap + averageLength
          let firstGap = isFirst ? 0 : averageGap
          if pitch > 0 {
            let before =
              ((window.lowerBound - position - firstGap - averageLength) / pitch).rounded(.down) + 1
            let passed = before.isFinite ? Int(min(max(0, before), CGFloat(runEnd - index))) : 0
            skip(passed, length: averageLength, gap: averageGap)
            index += passed
          }
          // Then each is made until one would start at the window's end or after.
          while index < runEnd {
            let start = position + (isFirst ? 0 : averageGap)
            guard start < window.upperBound, budget > 0 else { break }
            source.buildElement(at: index)
            madeAny = true
            budget -= 1
            let before = position
            let (leadingGap, laidAny) = layElement(source, at: index, estimatedGap: averageGap)
            if estimated == nil, laidAny {
              madeLength += position - before - leadingGap
              madeCount += 1
              averageLength = max(0, madeLength / CGFloat(madeCount))
            }
            index += 1
          }
          skip(runEnd - index, length: averageLength, gap: averageGap)
          index = runEnd
        }
      }
    }
    length = position
  }

  /// Across, a stack fills the room offered, or its widest view when that is wider.
  func acrossLength(offered room: CGFloat?) -> CGFloat { max(room ?? 0, widest) }

  /// Where each made view goes in `bounds`: along the axis as arranged, the headers and
  /// footers the stack pins moved to stay in `visible` (the part shown, along the axis in the
  /// stack's own coordinates); across as the group of their `alignment` guides lies in the
  /// room, as `LazyStackLayout` places them.
  func rects(in bounds: CGRect, mirrored: Bool, visible: ClosedRange<CGFloat>?) -> [(
    node: LayoutNode, rect: CGRect, proposal: ProposedViewSize
  )] {
    let room = axis == .vertical ? bounds.width : bounds.height
    var dimensions: [ViewDimensions] = []
    dimensions.reserveCapacity(views.count)
    var before: CGFloat = 0
    var after: CGFloat = 0
    for view in views {
      let child = view.node.dimensions(for: offer)
      let guide = child[alignment]
      before = max(before, guide)
      after = max(after, across(CGSize(width: child.width, height: child.height)) - guide)
      dimensions.append(child)
    }
    var starts = views.map(\.along)
    if let visible { pin(&starts, lengths: dimensions, visible: visible) }
    let groupStart = (room - before - after) * alignmentFraction(alignment)
    var result: [(node: LayoutNode, rect: CGRect, proposal: ProposedViewSize)] = []
    result.reserveCapacity(views.count)
    for index in views.indices {
      let child = dimensions[index]
      let crossOffset = groupStart + before - child[alignment]
      let size = CGSize(width: child.width, height: child.height)
      var origin =
        axis == .vertical
        ? CGPoint(x: bounds.minX + crossOffset, y: bounds.minY + starts[index])
        : CGPoint(x: bounds.minX + starts[index], y: bounds.minY + crossOffset)
      if mirrored { origin.x = bounds.minX + bounds.maxX - origin.x - size.width }
      result.append((views[index].node, CGRect(origin: origin, size: size), offer))
    }
    return result
  }

  /// Moves the starts of the pinned headers and footers so that they stay in `visible`.
  private func pin(_ starts: inout [CGFloat], lengths: [ViewDimensions], visible: ClosedRange<CGFloat>) {
    let offsets = PinnedSection.offsets(
      of: tracker.sections, count: views.count, visible: visible, pinned: pinnedViews
    ) { index in
      let length = along(CGSize(width: lengths[index].width, height: lengths[index].height))
      return views[index].along...(views[index].along + length)
    }
    for index in starts.indices { starts[index] += offsets[index] }
  }

  /// The made views the stack pins, which are drawn above the others.
  var pinnedNodes: [LayoutNode] {
    PinnedSection.pinnedViews(of: tracker.sections, pinned: pinnedViews).map { views[$0].node }
  }
}
