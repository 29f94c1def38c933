/// Where a lazy grid puts its views: cells in lines (rows of a `LazyVGrid`, columns of a
/// `LazyHGrid`) across its tracks, and the headers and footers of sections each on a line of
/// its own spanning every track. In a scroll view it makes the lines that lie in a window and
/// estimates the others.
///
/// A section begins on a new line and the views after it do too, as in SwiftUI. An element not
/// made counts as one cell, and a line with no cell made at the average length of the lines of
/// cells made; an element of a `ForEach` of sections counts at the average length of the
/// sections of that `ForEach` made. Runs of them are passed over in one step, so arranging costs
/// as much as what is made.
@MainActor
struct LazyGridArrangement: LazyArrangement {
  let layout: LazyGridLayout
  let items: [LazyContentItem]
  let tracks: [GridTrack]
  /// The length the tracks span with their spacing.
  let across: CGFloat
  /// The parts of sections the grid keeps in sight.
  private let pinnedViews: PinnedScrollableViews
  private(set) var length: CGFloat = 0
  private(set) var madeAny = false

  /// The made views in order: each one's line (an index into `lines`) and track, which is nil
  /// for a view that spans every track (a section's header or footer).
  private var views: [(node: LayoutNode, line: Int, track: Int?)] = []
  /// Where each line holding a made view starts along the axis, and its length.
  private var lines: [(start: CGFloat, length: CGFloat)] = []
  private var tracker = SectionTracker()

  // Where the arrangement has got to.
  /// Where what was laid ends along the axis (the open line not included).
  private var position: CGFloat = 0
  /// Whether any line was laid, so that the next one is spaced from it.
  private var hasLine = false
  /// The line being filled with cells, if any: where it starts, its length so far, its index in
  /// `lines` once it holds a made view, and the track of its next cell.
  private var openLine: (start: CGFloat, length: CGFloat, made: Int?, track: Int)?
  /// What the lines and sections made so far measure, for estimating those not made.
  private var measured = Estimates()
  private var budget = Self.madeLimit

  /// The most elements one arrangement makes.
  static let madeLimit = 2_000

  /// The lengths of what is made, from which what is not is estimated.
  private struct Estimates {
    var lineTotal: CGFloat = 0
    var lineCount = 0
    /// The total length and count of the made elements of each `ForEach` of sections.
    var sections: [ObjectIdentifier: (total: CGFloat, count: Int)] = [:]

    /// The average length of a line of cells made.
    var line: CGFloat? { lineCount > 0 ? lineTotal / CGFloat(lineCount) : nil }

    /// The average length of a made element of `source`, whose elements are sections.
    func section(of source: any LazyElementSource) -> CGFloat? {
      guard let entry = sections[ObjectIdentifier(source)], entry.count > 0 else { return nil }
      return entry.total / CGFloat(entry.count)
    }
  }

  init(
    layout: LazyGridLayout, items: [LazyContentItem], trackRoom: CGFloat?,
    pinnedViews: PinnedScrollableViews = []
  ) {
    self.layout = layout
    self.items = items
    self.pinnedViews = pinnedViews
    (tracks, across) = GridTrackSizing.tracks(for: layout.items, in: trackRoom)
  }

  private var lineSpacing: CGFloat {
    guard let spacing = layout.spacing, spacing.isFinite else { return GridTrackSizing.defaultSpacing }
    return spacing
  }

  private var vertical: Bool { layout.axis == .vertical }

  private func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

  private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
    vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  /// What a header or footer is offered: the span of the tracks across, its ideal length along.
  private var spanningProposal: ProposedViewSize { cellProposal(across) }

  // MARK: Arranging

  mutating func arrange(making window: ClosedRange<CGFloat>?) {
    guard !tracks.isEmpty else { return }
    // Elements not made are estimated from what the made ones measure, all of them: a walk
    // making nothing measures them first.
    var estimates = Estimates()
    if Self.hasElementsNotMade(items) {
      var survey = self
      survey.walk(making: nil, estimates: Estimates())
      estimates = survey.measured
    }
    walk(making: window, estimates: estimates)
  }

  private static func hasElementsNotMade(_ items: [LazyContentItem]) -> Bool {
    items.contains {
      guard case .elements(let source) = $0 else { return false }
      return source.builtPositions.count < source.elementCount
    }
  }

  /// Lays out every item in order, making the elements not made whose estimated place overlaps
  /// `window` (none when nil) and estimating the others from `estimates`, or, where those know
  /// nothing, from what this walk has made so far.
  private mutating func walk(making window: ClosedRange<CGFloat>?, estimates: Estimates) {
    for item in items {
      switch item {
      case .view(let node): lay(node)
      case .section(let mark): note(mark)
      case .elements(let source):
        if source.elementsAreSections {
          walkSections(source, making: window, estimates: estimates)
        } else {
          walkCells(source, making: window, estimates: estimates)
        }
      }
    }
    closeLine()
    length = position
  }

  /// A stretch of a `ForEach`'s elements: one that is made, or a run of those that are not.
  private enum Stretch {
    case made(Int)
    case notMade(Range<Int>)
  }

  /// The elements of `source` in order, as made ones and runs of those not made.
  private static func stretches(of source: any LazyElementSource) -> [Stretch] {
    var result: [Stretch] = []
    var next = 0
    for position in source.builtPositions {
      if position > next { result.append(.notMade(next..<position)) }
      result.append(.made(position))
      next = position + 1
    }
    if source.elementCount > next { result.append(.notMade(next..<source.elementCount)) }
    return result
  }

  /// Lays out the elements of `source`, each a cell or a few.
  private mutating func walkCells(
    _ source: any LazyElementSource, making window: ClosedRange<CGFloat>?, estimates: Estimates
  ) {
    func estimate(_ measured: Estimates) -> CGFloat { estimates.line ?? measured.line ?? 0 }
    let trackCount = tracks.count
    for stretch in Self.stretches(of: source) {
      let run: Range<Int>
      switch stretch {
      case .made(let index):
        layElement(source, at: index)
        continue
      case .notMade(let notMade): run = notMade
      }
      var index = run.lowerBound
      let runEnd = run.upperBound
      guard let window, budget > 0 else {
        skipCells(runEnd - index, estimate: estimate(measured))
        continue
      }
      // The rest of the open line is made if the line may reach into the window.
      while let line = openLine, index < runEnd, budget > 0, line.start < window.upperBound,
        line.start + max(line.length, estimate(measured)) > window.lowerBound
      {
        make(source, at: index)
        index += 1
      }
      if let line = openLine, index < runEnd {
        let rest = min(runEnd - index, trackCount - line.track)
        skipCells(rest, estimate: estimate(measured))
        index += rest
      }
      // Whole lines that end before the window starts are passed over at once.
      let lineLength = estimate(measured)
      let pitch = lineLength + lineSpacing
      if pitch > 0, index < runEnd {
        let firstGap = hasLine ? lineSpacing : 0
        let before = ((window.lowerBound - position - firstGap - lineLength) / pitch).rounded(.down) + 1
        let wholeLines = (runEnd - index) / trackCount
        let passed = before.isFinite ? Int(min(max(0, before), CGFloat(wholeLines))) : 0
        skipCells(passed * trackCount, estimate: lineLength)
        index += passed * trackCount
      }
      // Then a line at a time is made until one would start at the window's end or after.
      while index < runEnd, budget > 0, position + (hasLine ? lineSpacing : 0) < window.upperBound {
        repeat {
          make(source, at: index)
          index += 1
        } while index < runEnd && budget > 0 && openLine != nil
      }
      skipCells(runEnd - index, estimate: estimate(measured))
    }
  }

  /// Lays out the elements of `source`, each a section.
  private mutating func walkSections(
    _ source: any LazyElementSource, making window: ClosedRange<CGFloat>?, estimates: Estimates
  ) {
    func estimate(_ measured: Estimates) -> CGFloat {
      estimates.section(of: source) ?? measured.section(of: source) ?? 0
    }
    for stretch in Self.stretches(of: source) {
      let run: Range<Int>
      switch stretch {
      case .made(let index):
        laySection(source, at: index)
        continue
      case .notMade(let notMade): run = notMade
      }
      var index = run.lowerBound
      let runEnd = run.upperBound
      guard let window, budget > 0 else {
        skipSections(run.count, estimate: estimate(measured))
        continue
      }
      let sectionLength = estimate(measured)
      let pitch = sectionLength + lineSpacing
      if pitch > 0 {
        let firstGap = hasLine ? lineSpacing : 0
        let before = ((window.lowerBound - position - firstGap - sectionLength) / pitch).rounded(.down) + 1
        let passed = before.isFinite ? Int(min(max(0, before), CGFloat(runEnd - index))) : 0
        skipSections(passed, estimate: sectionLength)
        index += passed
      }
      while index < runEnd, budget > 0, position + (hasLine ? lineSpacing : 0) < window.upperBound {
        build(source, at: index)
        laySection(source, at: index)
        index += 1
      }
      skipSections(runEnd - index, estimate: estimate(measured))
    }
  }

  /// Makes the element at `index` of `source`, if it is not made, and counts it.
  private mutating func build(_ source: any LazyElementSource, at index: Int) {
    if source.buildElement(at: index) {
      madeAny = true
      budget -= 1
    }
  }

  /// Makes the element at `index` of `source` and lays it out.
  private mutating func make(_ source: any LazyElementSource, at index: Int) {
    build(source, at: index)
    layElement(source, at: index)
  }

  /// Lays out the views of the made element at `index` of `source`.
  private mutating func layElement(_ source: any LazyElementSource, at index: Int) {
    var elementItems: [LazyContentItem] = []
    source.collectItems(ofElement: index, into: &elementItems)
    for item in elementItems {
      switch item {
      case .view(let node): lay(node)
      case .section(let mark): note(mark)
      // An element holds no lazy `ForEach` of its own.
      case .elements: break
      }
    }
  }

  /// Lays out the made element at `index` of `source`, a section, and measures it.
  private mutating func laySection(_ source: any LazyElementSource, at index: Int) {
    closeLine()
    let firstLine = lines.count
    layElement(source, at: index)
    closeLine()
    guard lines.count > firstLine else { return }
    let key = ObjectIdentifier(source)
    let entry = measured.sections[key] ?? (0, 0)
    measured.sections[key] = (entry.total + position - lines[firstLine].start, entry.count + 1)
  }

  /// Lays out a made view: in the next cell, or on a line of its own when it is a section's
  /// header or footer.
  private mutating func lay(_ node: LayoutNode) {
    if tracker.isInHeaderOrFooter {
      closeLine()
      let start = nextLineStart()
      let length = along(node.sizeThatFits(spanningProposal))
      lines.append((start, length))
      views.append((node, lines.count - 1, nil))
      position = start + length
      return
    }
    var line = openLine ?? (nextLineStart(), 0, nil, 0)
    if line.made == nil {
      // Cells not made that share the line count no longer: the made ones decide its length.
      lines.append((line.start, 0))
      line.made = lines.count - 1
      line.length = 0
    }
    let size = node.sizeThatFits(cellProposal(tracks[line.track].length))
    line.length = max(line.length, along(size))
    views.append((node, line.made!, line.track))
    line.track += 1
    openLine = line
    if line.track == tracks.count { closeLine() }
  }

  /// Notes a section mark: a section's parts each begin on a new line.
  private mutating func note(_ mark: LazyContentItem.SectionMark) {
    closeLine()
    tracker.note(mark, position: position, viewCount: views.count)
  }

  /// Where the next line starts, spaced from the one before.
  private mutating func nextLineStart() -> CGFloat {
    defer { hasLine = true }
    return position + (hasLine ? lineSpacing : 0)
  }

  /// Ends the open line, if any.
  private mutating func closeLine() {
    guard let line = openLine else { return }
    if let made = line.made {
      lines[made].length = line.length
      measured.lineTotal += line.length
      measured.lineCount += 1
    }
    position = line.start + line.length
    openLine = nil
  }

  /// Passes over `count` cells not made, filling the open line first; a line holding none made
  /// counts at `estimate`.
  private mutating func skipCells(_ count: Int, estimate: CGFloat) {
    guard count > 0 else { return }
    var left = count
    if var line = openLine {
      let taken = min(left, tracks.count - line.track)
      line.track += taken
      if line.made == nil { line.length = max(line.length, estimate) }
      openLine = line
      left -= taken
      if line.track == tracks.count { closeLine() }
    }
    let wholeLines = left / tracks.count
    if wholeLines > 0 {
      position = nextLineStart() + CGFloat(wholeLines) * estimate + CGFloat(wholeLines - 1) * lineSpacing
    }
    let rest = left % tracks.count
    if rest > 0 { openLine = (nextLineStart(), estimate, nil, rest) }
  }

  /// Passes over `count` sections not made, each counting at `estimate`.
  private mutating func skipSections(_ count: Int, estimate: CGFloat) {
    guard count > 0 else { return }
    closeLine()
    position = nextLineStart() + CGFloat(count) * estimate + CGFloat(count - 1) * lineSpacing
  }

  // MARK: Placing

  func acrossLength(offered room: CGFloat?) -> CGFloat { across }

  /// Where each made view goes in `bounds`, as `LazyGridLayout` places cells: a header or
  /// footer spans the tracks and sits in its line by the grid's alignment. The headers and
  /// footers the grid pins are moved to stay in `visible` (the part shown, along the axis in the
  /// grid's own coordinates).
  func rects(in bounds: CGRect, mirrored: Bool, visible: ClosedRange<CGFloat>?) -> [(
    node: LayoutNode, rect: CGRect, proposal: ProposedViewSize
  )] {
    guard !tracks.isEmpty else { return [] }
    let boundsRoom = vertical ? bounds.width : bounds.height
    let guide = vertical ? layout.cellAlignment.horizontal.key : layout.cellAlignment.vertical.key
    let inset = max(0, boundsRoom - across) * alignmentFraction(guide)
    var offsets: [CGFloat] = []
    if let visible, !pinnedViews.isEmpty {
      offsets = PinnedSection.offsets(
        of: tracker.sections, count: views.count, visible: visible, pinned: pinnedViews
      ) { index in
        let line = lines[views[index].line]
        return line.start...(line.start + line.length)
      }
    }
    var result: [(node: LayoutNode, rect: CGRect, proposal: ProposedViewSize)] = []
    result.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      let line = lines[view.line]
      let start = line.start + (offsets.isEmpty ? 0 : offsets[index])
      let offset = view.track.map { tracks[$0].offset } ?? 0
      let span = view.track.map { tracks[$0].length } ?? across
      let room =
        vertical
        ? CGRect(x: bounds.minX + inset + offset, y: bounds.minY + start, width: span, height: line.length)
        : CGRect(x: bounds.minX + start, y: bounds.minY + inset + offset, width: line.length, height: span)
      let proposal = cellProposal(span)
      let alignment = view.track.flatMap { tracks[$0].alignment } ?? layout.cellAlignment
      let space = ViewDimensions(size: room.size, guides: nil)
      let dimensions = view.node.dimensions(for: proposal)
      let size = CGSize(width: dimensions.width, height: dimensions.height)
      var origin = CGPoint(
        x: room.minX + space[alignment.horizontal] - dimensions[alignment.horizontal],
        y: room.minY + space[alignment.vertical] - dimensions[alignment.vertical])
      if mirrored { origin.x = bounds.minX + bounds.maxX - origin.x - size.width }
      result.append((view.node, CGRect(origin: origin, size: size), proposal))
    }
    return result
  }

  /// The made views the grid pins, which are drawn above the others.
  var pinnedNodes: [LayoutNode] {
    PinnedSection.pinnedViews(of: tracker.sections, pinned: pinnedViews).map { views[$0].node }
  }
}
