/// Where a lazy grid in a scroll view puts its cells, making the lines of cells (rows of a
/// `LazyVGrid`, columns of a `LazyHGrid`) that lie in a window and estimating the others.
///
/// An element not made counts as one cell; a line with no cell made counts at the average
/// length of the lines with one, so a run of them is passed over in one step.
@MainActor
struct LazyGridArrangement: LazyArrangement {
  let layout: LazyGridLayout
  let items: [LazyContentItem]
  let tracks: [GridTrack]
  /// The length the tracks span with their spacing.
  let across: CGFloat
  private(set) var length: CGFloat = 0
  private(set) var madeAny = false

  /// The cells made, by cell index, in order.
  private var cells: [(index: Int, node: LayoutNode)] = []
  /// Where each line holding a made cell starts along the axis, and its length.
  private var lines: [Int: (start: CGFloat, length: CGFloat)] = [:]

  /// A run of elements not made, which take cells `firstCell...` in order.
  private struct Run {
    var firstCell: Int
    var count: Int
    var source: any LazyElementSource
    var firstPosition: Int
  }

  /// The most elements one arrangement makes.
  static let madeLimit = 2_000

  init(layout: LazyGridLayout, items: [LazyContentItem], trackRoom: CGFloat?) {
    self.layout = layout
    self.items = items
    (tracks, across) = GridTrackSizing.tracks(for: layout.items, in: trackRoom)
  }

  private var lineSpacing: CGFloat {
    guard let spacing = layout.spacing, spacing.isFinite else { return GridTrackSizing.defaultSpacing }
    return spacing
  }

  private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
    layout.axis == .vertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  /// The made cells and the runs of elements not made, in cell order, and the number of cells.
  private func survey() -> (cells: [(index: Int, node: LayoutNode)], runs: [Run], count: Int) {
    var cells: [(index: Int, node: LayoutNode)] = []
    var runs: [Run] = []
    var cell = 0
    var nodes: [LayoutNode] = []
    for item in items {
      switch item {
      case .view(let node):
        cells.append((cell, node))
        cell += 1
      case .section:
        // A section's header and footer are cells like the rest; nothing is pinned in a grid.
        break
      case .elements(let source):
        var next = 0
        for position in source.builtPositions {
          if position > next {
            runs.append(Run(firstCell: cell, count: position - next, source: source, firstPosition: next))
            cell += position - next
          }
          nodes.removeAll(keepingCapacity: true)
          source.collectLayoutNodes(ofElement: position, into: &nodes)
          for node in nodes {
            cells.append((cell, node))
            cell += 1
          }
          next = position + 1
        }
        if source.elementCount > next {
          runs.append(
            Run(firstCell: cell, count: source.elementCount - next, source: source, firstPosition: next))
          cell += source.elementCount - next
        }
      }
    }
    return (cells, runs, cell)
  }

  mutating func arrange(making window: ClosedRange<CGFloat>?) {
    guard !tracks.isEmpty else { return }
    let trackCount = tracks.count
    var budget = Self.madeLimit
    var rounds = 0
    while true {
      let (cells, runs, count) = survey()
      let lineCount = (count + trackCount - 1) / trackCount
      // Each line holding a made cell: its length (its longest made cell's) and how many of its
      // cells are made.
      var madeLines: [(line: Int, length: CGFloat, made: Int)] = []
      for cell in cells {
        let line = cell.index / trackCount
        let size = cell.node.sizeThatFits(cellProposal(tracks[cell.index % trackCount].length))
        let along = layout.axis == .vertical ? size.height : size.width
        if let last = madeLines.last, last.line == line {
          madeLines[madeLines.count - 1] = (line, max(last.length, along), last.made + 1)
        } else {
          madeLines.append((line, along, 1))
        }
      }
      let estimate = madeLines.isEmpty ? 0 : madeLines.reduce(0) { $0 + $1.length } / CGFloat(madeLines.count)
      var position: CGFloat = 0
      var starts: [Int: (start: CGFloat, length: CGFloat)] = [:]
      var toMake: [Int] = []
      let canMake = window != nil && budget > 0 && rounds < 6
      var next = 0
      var line = 0
      while line < lineCount {
        if next < madeLines.count, madeLines[next].line == line {
          let entry = madeLines[next]
          let start = position + (line > 0 ? lineSpacing : 0)
          starts[line] = (start, entry.length)
          position = start + entry.length
          let cellsInLine = min(count, (line + 1) * trackCount) - line * trackCount
          if canMake, let window, entry.made < cellsInLine, start < window.upperBound,
            position > window.lowerBound
          {
            toMake.append(line)
          }
          next += 1
          line += 1
          continue
        }
        // Lines with no cell made, at the estimate: those overlapping the window are made (only
        // the first while there is no estimate yet).
        let runEnd = next < madeLines.count ? madeLines[next].line : lineCount
        if canMake, let window {
          let pitch = estimate + lineSpacing
          let firstGap = line > 0 ? lineSpacing : 0
          var first = line
          if pitch > 0 {
            let before = ((window.lowerBound - position - firstGap - estimate) / pitch).rounded(.down) + 1
            first += before.isFinite ? Int(min(max(0, before), CGFloat(runEnd - line))) : 0
          }
          var candidate = first
          while candidate < runEnd, toMake.count * trackCount < budget {
            let start = position + firstGap + CGFloat(candidate - line) * pitch
            guard start < window.upperBound else { break }
            toMake.append(candidate)
            candidate += 1
            if madeLines.isEmpty { break }
          }
        }
        let skipped = runEnd - line
        position +=
          (line > 0 ? lineSpacing : 0) + CGFloat(skipped) * estimate + CGFloat(skipped - 1) * lineSpacing
        line = runEnd
      }
      if !toMake.isEmpty {
        var made = false
        for line in toMake {
          for cell in line * trackCount..<min(count, (line + 1) * trackCount) {
            guard let run = Self.run(containing: cell, in: runs) else { continue }
            if run.source.buildElement(at: run.firstPosition + cell - run.firstCell) {
              made = true
              budget -= 1
            }
          }
        }
        if made {
          madeAny = true
          rounds += 1
          continue
        }
      }
      self.cells = cells
      lines = starts
      length = position
      return
    }
  }

  /// The run holding `cell`, if it is not made; `runs` are in cell order.
  private static func run(containing cell: Int, in runs: [Run]) -> Run? {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].firstCell + runs[middle].count <= cell { low = middle + 1 } else { high = middle }
    }
    guard low < runs.count, runs[low].firstCell <= cell else { return nil }
    return runs[low]
  }

  func acrossLength(offered room: CGFloat?) -> CGFloat { across }

  /// Where each made cell goes in `bounds`, as `LazyGridLayout` places cells. A grid pins
  /// nothing, so `visible` is not used.
  func rects(in bounds: CGRect, mirrored: Bool, visible: ClosedRange<CGFloat>?) -> [(
    node: LayoutNode, rect: CGRect, proposal: ProposedViewSize
  )] {
    guard !tracks.isEmpty else { return [] }
    let vertical = layout.axis == .vertical
    let boundsRoom = vertical ? bounds.width : bounds.height
    let guide = vertical ? layout.cellAlignment.horizontal.key : layout.cellAlignment.vertical.key
    let inset = max(0, boundsRoom - across) * alignmentFraction(guide)
    var result: [(node: LayoutNode, rect: CGRect, proposal: ProposedViewSize)] = []
    result.reserveCapacity(cells.count)
    for cell in cells {
      guard let line = lines[cell.index / tracks.count] else { continue }
      let track = tracks[cell.index % tracks.count]
      let proposal = cellProposal(track.length)
      let room =
        vertical
        ? CGRect(
          x: bounds.minX + inset + track.offset, y: bounds.minY + line.start, width: track.length,
          height: line.length)
        : CGRect(
          x: bounds.minX + line.start, y: bounds.minY + inset + track.offset, width: line.length,
          height: track.length)
      let alignment = track.alignment ?? layout.cellAlignment
      let space = ViewDimensions(size: room.size, guides: nil)
      let dimensions = cell.node.dimensions(for: proposal)
      let size = CGSize(width: dimensions.width, height: dimensions.height)
      var origin = CGPoint(
        x: room.minX + space[alignment.horizontal] - dimensions[alignment.horizontal],
        y: room.minY + space[alignment.vertical] - dimensions[alignment.vertical])
      if mirrored { origin.x = bounds.minX + bounds.maxX - origin.x - size.width }
      result.append((cell.node, CGRect(origin: origin, size: size), proposal))
    }
    return result
  }
}
