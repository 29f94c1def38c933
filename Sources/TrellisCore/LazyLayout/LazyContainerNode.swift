/// The layout of a lazy container: a stack's or a grid's.
enum LazyContainerLayout: Equatable {
  case stack(LazyStackLayout)
  case grid(LazyGridLayout)

  /// The axis the container grows along as views are added.
  var axis: Axis {
    switch self {
    case .stack(let layout): layout.axis
    case .grid(let layout): layout.axis
    }
  }
}

/// The node of `LazyVStack`, `LazyHStack`, `LazyVGrid` and `LazyHGrid`.
///
/// Inside a scroll view that scrolls along the container's axis, the elements of a `ForEach` in
/// it are made only as they come near the visible part (`LazyStackArrangement`,
/// `LazyGridArrangement`): the ones whose estimated place lies within one viewport's length of
/// what is shown. The others count at the average length of those made, so the content's length
/// and the scroll bar stay sensible, and are made, measured and placed exactly as scrolling
/// brings them near. Once made an element is kept with its state, as SwiftUI keeps it. Anywhere
/// else every element is made and the container is laid out by its `Layout`.
final class LazyContainerNode: LayoutNode {
  private(set) var layout: LazyContainerLayout
  /// The parts of sections a stack keeps in sight as they scroll past.
  private var pinnedViews: PinnedScrollableViews = []
  /// The views pinned in the last placement, drawn and hit above the others.
  private var pinnedNodes: [LayoutNode] = []
  private let name: String
  /// The static views and lazy runs of elements, in order; nil when the content changed.
  private var cachedItems: [LazyContentItem]?

  init(layout: LazyContainerLayout, name: String, parent: _Node) {
    self.layout = layout
    self.name = name
    super.init(parent: parent)
  }

  func update<Content: View>(
    layout newLayout: LazyContainerLayout, content: Content,
    pinnedViews newPinnedViews: PinnedScrollableViews = []
  ) {
    if newLayout != layout || newPinnedViews != pinnedViews {
      layout = newLayout
      pinnedViews = newPinnedViews
      invalidateLayout()
    }
    setContent(content)
  }

  override func subviewsDidChange() {
    cachedItems = nil
    super.subviewsDidChange()
  }

  private var items: [LazyContentItem] {
    if let cachedItems { return cachedItems }
    var result: [LazyContentItem] = []
    if let content { LazyContentItem.collect(from: content, into: &result) }
    cachedItems = result
    return result
  }

  private var axis: Axis { layout.axis }

  /// The scroll view whose visible part decides which elements are made and where pinned
  /// views go: the nearest one around that scrolls along the container's axis. Nil when there
  /// is none, or nothing is made lazily or pinned.
  private var lazyScrollView: ScrollNode? {
    let pinsSections = !pinnedViews.isEmpty
    guard
      items.contains(where: {
        switch $0 {
        case .elements: true
        case .section: pinsSections
        case .view: false
        }
      })
    else { return nil }
    let scrollAxis: Axis.Set = axis == .vertical ? .vertical : .horizontal
    var current = parent
    while let node = current {
      if let scroll = node as? ScrollNode, scroll.axes.contains(scrollAxis) { return scroll }
      current = node.parent
    }
    return nil
  }

  /// Whether an arrangement lays the container out though nothing is made lazily: a grid with
  /// sections, whose headers and footers span all its tracks, which its `Layout` cannot do.
  private var arrangesSections: Bool {
    guard case .grid = layout else { return false }
    return items.contains { item in
      switch item {
      case .view: false
      case .section: true
      case .elements(let source): source.elementsAreSections
      }
    }
  }

  /// Makes every element, for a container laid out whole.
  private func buildEverything() {
    var built = false
    for case .elements(let source) in items where source.buildAllElements() { built = true }
    if built { forgetCachedSubviews() }
  }

  /// The arrangement for `room` across (the proposal's; for a grid being placed, its bounds').
  private func arrangement(room: CGFloat?) -> any LazyArrangement {
    switch layout {
    case .stack(let stack):
      let offer =
        axis == .vertical
        ? ProposedViewSize(width: room, height: nil) : ProposedViewSize(width: nil, height: room)
      return LazyStackArrangement(layout: stack, offer: offer, items: items, pinnedViews: pinnedViews)
    case .grid(let grid):
      return LazyGridArrangement(layout: grid, items: items, trackRoom: room, pinnedViews: pinnedViews)
    }
  }

  // MARK: Laying everything out

  private func eagerSize(_ proposal: ProposedViewSize) -> CGSize {
    let subviews = LayoutSubviews(self.subviews, container: self)
    var cache: Void = ()
    switch layout {
    case .stack(let stack): return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    case .grid(let grid): return grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Where the `Layout` puts each subview in `bounds`, without placing them.
  private func eagerRects(in bounds: CGRect, proposal: ProposedViewSize) -> (
    subviews: LayoutSubviews, nodes: [LayoutNode]
  ) {
    let nodes = self.subviews
    let subviews = LayoutSubviews(nodes, container: self)
    var cache: Void = ()
    switch layout {
    case .stack(let stack):
      stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    case .grid(let grid):
      grid.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    return (subviews, nodes)
  }

  // MARK: Sizing and placement

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let scroll = lazyScrollView
    if scroll == nil {
      buildEverything()
      if !arrangesSections { return eagerSize(proposal) }
    }
    let room = axis == .vertical ? proposal.width : proposal.height
    let window = scroll.map { predictedWindow(in: $0) }
    var result = arrangement(room: room)
    result.arrange(making: window)
    // Elements made just now change the estimate of the others' lengths: arranged again with
    // it, as placement will be (which then makes the same elements, none more).
    var rounds = 0
    while result.madeAny, rounds < 4 {
      forgetCachedSubviews()
      result = arrangement(room: room)
      result.arrange(making: window)
      rounds += 1
    }
    let across = result.acrossLength(offered: room)
    return axis == .vertical
      ? CGSize(width: across, height: result.length) : CGSize(width: result.length, height: across)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let scroll = lazyScrollView
    if scroll == nil {
      buildEverything()
      if !arrangesSections {
        eagerRects(in: rect, proposal: proposal).subviews.commitPlacements(in: rect)
        pinnedNodes = []
        return
      }
    }
    // Offered nothing across, a stack stays at its ideal; otherwise it (and a grid's tracks)
    // takes the room it was given.
    let proposed = axis == .vertical ? proposal.width : proposal.height
    let given = axis == .vertical ? rect.width : rect.height
    var result = arrangement(room: proposed == nil ? nil : given)
    let visible = scroll.flatMap { visibleRange(in: $0, placedAt: rect) }
    let window = visible.map { Self.window(start: $0.lowerBound, length: $0.upperBound - $0.lowerBound) }
    result.arrange(making: window ?? scroll.map { predictedWindow(in: $0) })
    if result.madeAny { forgetCachedSubviews() }
    let mirrored = environment.layoutDirection == .rightToLeft
    for entry in result.rects(in: rect, mirrored: mirrored, visible: pinnedViews.isEmpty ? nil : visible) {
      entry.node.place(in: entry.rect, proposal: entry.proposal)
    }
    pinnedNodes = result.pinnedNodes
    // Elements made here whose lengths differ from the estimate change the container's length:
    // it is measured again once this layout is done. (Only then: a grid's tracks sized again
    // from its bounds may differ from its measurement for good, and asking again would not end.)
    let measured = sizeThatFits(proposal)
    if result.madeAny, abs((axis == .vertical ? measured.height : measured.width) - result.length) > 0.5 {
      graph.enqueueAppearAction { [weak self] in
        guard let self, self.isAlive else { return }
        self.invalidateLayout()
      }
    }
  }

  /// Makes the element at `position` of `source` and places it where the container estimates it
  /// to be, so that `scrollTo` can reveal an element that was not made yet.
  func makeElement(at position: Int, of source: any LazyElementSource) {
    guard source.buildElement(at: position) else { return }
    forgetCachedSubviews()
    guard !layoutFrame.isNull, let proposal = placedProposal else { return }
    placeSubviews(in: layoutFrame, proposal: proposal)
  }

  // MARK: The window of made elements

  /// What the scroll view shows of the container placed at `rect`, along its axis and in its
  /// own coordinates (from its leading edge, in a right-to-left row); nil before the scroll
  /// view is placed. Elements are made within a viewport's length either side of it (`window`),
  /// so that scrolling a little finds the next ones ready.
  private func visibleRange(in scroll: ScrollNode, placedAt rect: CGRect) -> ClosedRange<CGFloat>? {
    let viewport = scroll.layoutFrame
    guard !viewport.isNull else { return nil }
    let start: CGFloat
    let length: CGFloat
    if axis == .vertical {
      start = viewport.minY - rect.minY
      length = viewport.height
    } else if environment.layoutDirection == .rightToLeft {
      start = rect.maxX - viewport.maxX
      length = viewport.width
    } else {
      start = viewport.minX - rect.minX
      length = viewport.width
    }
    guard start.isFinite, length.isFinite else { return nil }
    return start...(start + max(0, length))
  }

  /// The window while measuring, before the container is placed: from where it last lay in
  /// the scroll view's content (its start, the first time) and the scroll view's offset.
  private func predictedWindow(in scroll: ScrollNode) -> ClosedRange<CGFloat> {
    let vertical = axis == .vertical
    let viewport = scroll.layoutFrame
    // The viewport once placed; before, the size the scroll view was last offered, unless that
    // was a probe (zero or infinite), then the window's.
    var length =
      vertical ? scroll.relativeFrameContainer.size.height : scroll.relativeFrameContainer.size.width
    if !viewport.isNull { length = vertical ? viewport.height : viewport.width }
    if !(length > 0 && length.isFinite) { length = vertical ? graph.size.height : graph.size.width }
    let offset = vertical ? scroll.offset.y : scroll.offset.x
    var startInContent: CGFloat = 0
    if !layoutFrame.isNull, !viewport.isNull {
      startInContent =
        vertical
        ? layoutFrame.minY - (viewport.minY - scroll.offset.y)
        : layoutFrame.minX - (viewport.minX - scroll.offset.x)
    }
    return Self.window(start: offset - startInContent, length: length)
  }

  private static func window(start: CGFloat, length: CGFloat) -> ClosedRange<CGFloat> {
    let length = length.isFinite ? max(0, length) : 0
    let start = start.isFinite ? start : 0
    return (start - length)...(start + length * 2)
  }

  // MARK: Alignment, spacing, inspection

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    var placed: [(node: LayoutNode, rect: CGRect, proposal: ProposedViewSize)] = []
    if lazyScrollView == nil && !arrangesSections {
      let (subviews, nodes) = eagerRects(in: bounds, proposal: proposal)
      for (node, rect) in zip(nodes, subviews.placedRects(in: bounds)) {
        placed.append((node, rect.rect, rect.proposal))
      }
    } else {
      var result = arrangement(room: axis == .vertical ? size.width : size.height)
      result.arrange(making: nil)
      placed = result.rects(in: bounds, mirrored: false, visible: nil)
    }
    // The first subview with an explicit value for the guide decides where it lies; for the last
    // text baseline the last one does, as in SwiftUI.
    let fromLast = key == VerticalAlignment.lastTextBaseline.key
    for entry in fromLast ? placed.reversed() : placed {
      if let value = entry.node.dimensions(for: entry.proposal)[explicit: key] {
        return (key.axis == .horizontal ? entry.rect.minX : entry.rect.minY) + value
      }
    }
    return nil
  }

  override var spacing: ViewSpacing {
    if let cached = sizeCache.spacing { return cached }
    let subviews = LayoutSubviews(self.subviews, container: self)
    var cache: Void = ()
    let spacing: ViewSpacing
    switch layout {
    case .stack(let stack): spacing = stack.spacing(subviews: subviews, cache: &cache)
    case .grid(let grid): spacing = grid.spacing(subviews: subviews, cache: &cache)
    }
    sizeCache.spacing = spacing
    return spacing
  }

  override var stackOrientation: Axis? {
    // A grid stacks nothing, so a `Spacer` in a cell grows both ways.
    if case .stack = layout { return axis }
    return nil
  }
  override var isContainer: Bool { true }

  override func drawingOrder(_ nodes: [LayoutNode]) -> [LayoutNode] {
    let ordered = super.drawingOrder(nodes)
    guard !pinnedNodes.isEmpty else { return ordered }
    let pinned = Set(pinnedNodes.map(ObjectIdentifier.init))
    return ordered.filter { !pinned.contains(ObjectIdentifier($0)) }
      + ordered.filter { pinned.contains(ObjectIdentifier($0)) }
  }
  override var typeName: String { name }
}
