/// One line of a grid: the cells of a `GridRow`, or one view across every column.
struct GridLine {
  /// The row's node; nil for a view outside any row, which spans the grid's width.
  let row: GridRowNode?
  let cells: [GridCell]
  let alignment: VerticalAlignment
}

/// One cell of a grid row and what its modifiers ask of the grid.
struct GridCell {
  let node: LayoutNode
  let column: Int
  let span: Int
  let unsizedAxes: Axis.Set
  let anchor: UnitPoint?
}

/// Where the grid put one cell: its rectangle (relative to its line's top-left corner before any
/// mirroring) and the proposal it sized the cell with.
struct GridCellPlacement: Equatable {
  var rect: CGRect
  var proposal: ProposedViewSize
}

/// Sizes and places the lines of a grid.
///
/// Columns share the proposed width as the children of an `HStack` share theirs (least flexible
/// column first, each offered an equal share of what is left), so every flexible column of every
/// row gets the same width; rows then share the height the same way. A cell spanning several
/// columns widens them (equally) only when it cannot fit their combined width.
@MainActor
struct GridLayoutSolver {
  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat
  let subviews: LayoutSubviews
  let lines: [GridLine]
  let columnCount: Int
  let columnAlignments: [HorizontalAlignment?]
  /// The graph of the subviews, whose guide registry says which guides they may set.
  private let graph: ViewGraph

  /// The widths of the columns, the heights of the lines and the grid's size for one proposal.
  struct Solution {
    var columnWidths: [CGFloat]
    var lineHeights: [CGFloat]
    var contentWidth: CGFloat
    var size: CGSize
  }

  /// The most columns a cell may span; more is taken as a mistake, not a request.
  static let maximumSpan = 1000

  /// The lines of a grid and its columns, read from its subviews' layout values.
  struct Structure {
    let lines: [GridLine]
    let columnCount: Int
    let columnAlignments: [HorizontalAlignment?]

    @MainActor init(layout: GridLayout, subviews: LayoutSubviews) {
      var lines: [GridLine] = []
      var columnCount = 0
      for index in subviews.indices {
        let node = subviews[index].node
        guard let row = node as? GridRowNode else {
          let cell = GridCell(
            node: node, column: 0, span: 1, unsizedAxes: GridLayoutSolver.unsizedAxes(of: node), anchor: nil)
          lines.append(GridLine(row: nil, cells: [cell], alignment: layout.alignment.vertical))
          continue
        }
        var cells: [GridCell] = []
        var column = 0
        for cellNode in row.subviews {
          let span = GridLayoutSolver.span(of: cellNode)
          cells.append(
            GridCell(
              node: cellNode, column: column, span: span,
              unsizedAxes: GridLayoutSolver.unsizedAxes(of: cellNode),
              anchor: GridLayoutSolver.anchor(of: cellNode)))
          column += span
        }
        columnCount = max(columnCount, column)
        lines.append(GridLine(row: row, cells: cells, alignment: row.alignment ?? layout.alignment.vertical))
      }
      var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
      for line in lines where line.row != nil {
        for cell in line.cells where columnAlignments[cell.column] == nil {
          columnAlignments[cell.column] = GridLayoutSolver.columnAlignment(of: cell.node)
        }
      }
      self.lines = lines
      self.columnCount = columnCount
      self.columnAlignments = columnAlignments
    }
  }

  init(layout: GridLayout, subviews: LayoutSubviews, structure: Structure) {
    alignment = layout.alignment
    horizontalSpacing = Self.cleanSpacing(layout.horizontalSpacing)
    verticalSpacing = Self.cleanSpacing(layout.verticalSpacing)
    self.subviews = subviews
    graph = subviews.recorder.container.graph
    lines = structure.lines
    columnCount = structure.columnCount
    columnAlignments = structure.columnAlignments
  }

  private static func cleanSpacing(_ value: CGFloat?) -> CGFloat {
    guard let value else { return ViewSpacing.defaultLength }
    if value.isFinite && value >= 0 { return value }
    ViewGraph.warnOnce("grid spacing \(value) is NaN, infinite or negative; using 0")
    return 0
  }

  fileprivate static func span(of node: LayoutNode) -> Int {
    let value = layoutValue(GridCellColumnsKey.self, of: node, as: Int.self) ?? 1
    return min(max(value, 1), maximumSpan)
  }

  fileprivate static func unsizedAxes(of node: LayoutNode) -> Axis.Set {
    layoutValue(GridCellUnsizedAxesKey.self, of: node, as: Axis.Set.self) ?? []
  }

  fileprivate static func anchor(of node: LayoutNode) -> UnitPoint? {
    layoutValue(GridCellAnchorKey.self, of: node, as: UnitPoint.self)
  }

  fileprivate static func columnAlignment(of node: LayoutNode) -> HorizontalAlignment? {
    layoutValue(GridColumnAlignmentKey.self, of: node, as: HorizontalAlignment.self)
  }

  /// The value `node` has for the layout value `key`, if it is a `Value`. Nearly every cell has
  /// none, and casting the nil it answers cost more than asking.
  private static func layoutValue<Key, Value>(_ key: Key.Type, of node: LayoutNode, as type: Value.Type)
    -> Value?
  {
    guard let value = node.layoutValue(ObjectIdentifier(key)) else { return nil }
    return value as? Value
  }

  // MARK: Sizing

  func solve(_ proposal: ProposedViewSize) -> Solution {
    let widths = columnWidths(proposal.width)
    let contentWidth: CGFloat
    if columnCount == 0 {
      // Only views outside rows: the widest of them sets the width.
      contentWidth = lines.reduce(0) { result, line in
        guard line.row == nil, let cell = line.cells.first else { return result }
        return max(result, cell.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
      }
    } else {
      contentWidth = widths.reduce(0, +) + horizontalSpacing * CGFloat(columnCount - 1)
    }
    let heights = lineHeights(widths, contentWidth: contentWidth, height: proposal.height)
    let height = lines.isEmpty ? 0 : heights.reduce(0, +) + verticalSpacing * CGFloat(lines.count - 1)
    return Solution(
      columnWidths: widths, lineHeights: heights, contentWidth: contentWidth,
      size: CGSize(width: contentWidth, height: height))
  }

  private func columnWidths(_ proposedWidth: CGFloat?) -> [CGFloat] {
    var sizing = [[LayoutNode]](repeating: [], count: columnCount)
    for line in lines where line.row != nil {
      for cell in line.cells where cell.span == 1 && !cell.unsizedAxes.contains(.horizontal) {
        sizing[cell.column].append(cell.node)
      }
    }
    // A loop, not `reduce`: a main-actor closure handed to the standard library checks the
    // executor on every call, and this runs for every cell at every proposal.
    // The cells are called through unretained references (see `UnretainedNodes`).
    func width(_ column: Int, _ offer: CGFloat?) -> CGFloat {
      let proposal = ProposedViewSize(width: offer, height: nil)
      let nodes = sizing[column]
      let unretained = UnretainedNodes(nodes)
      var widest: CGFloat = 0
      for index in 0..<nodes.count {
        widest = max(widest, withUnretained(unretained[index]) { $0.sizeThatFits(proposal).width })
      }
      _fixLifetime(nodes)
      return widest
    }
    var widths = [CGFloat](repeating: 0, count: columnCount)
    if let proposedWidth {
      // Row by row rather than column by column, asking each cell both at once: the cells'
      // nodes lie in memory in the order they were made, row by row, and a large grid's do not
      // fit in the caches.
      var minimums = [CGFloat](repeating: 0, count: columnCount)
      var maximums = [CGFloat](repeating: 0, count: columnCount)
      let smallest = ProposedViewSize(width: 0, height: nil)
      let largest = ProposedViewSize(width: .infinity, height: nil)
      for line in lines where line.row != nil {
        for cell in line.cells where cell.span == 1 && !cell.unsizedAxes.contains(.horizontal) {
          let (minimum, maximum) = withUnretained(Unmanaged.passUnretained(cell.node)) {
            ($0.sizeThatFits(smallest).width, $0.sizeThatFits(largest).width)
          }
          minimums[cell.column] = max(minimums[cell.column], minimum)
          maximums[cell.column] = max(maximums[cell.column], maximum)
        }
      }
      var flexibility = [CGFloat](repeating: 0, count: columnCount)
      for column in 0..<columnCount { flexibility[column] = maximums[column] - minimums[column] }
      let order = (0..<columnCount).sorted {
        flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
      }
      var remaining = proposedWidth - horizontalSpacing * CGFloat(max(0, columnCount - 1))
      for (served, column) in order.enumerated() {
        let share = max(0, remaining / CGFloat(columnCount - served))
        widths[column] = width(column, share)
        remaining -= widths[column]
      }
    } else {
      for column in 0..<columnCount { widths[column] = width(column, nil) }
    }
    for line in lines where line.row != nil {
      for cell in line.cells where cell.span > 1 && !cell.unsizedAxes.contains(.horizontal) {
        let available = spannedWidth(widths, cell)
        // Offered all the width the other columns leave, as a stack would offer it.
        let offer = proposedWidth.map {
          $0 - (widths.reduce(0, +) + horizontalSpacing * CGFloat(columnCount - 1)) + available
        }
        let needed = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
        guard needed > available, needed.isFinite else { continue }
        let extra = (needed - available) / CGFloat(cell.span)
        for column in cell.column..<min(cell.column + cell.span, columnCount) { widths[column] += extra }
      }
    }
    return widths
  }

  private func spannedWidth(_ widths: [CGFloat], _ cell: GridCell) -> CGFloat {
    // Most cells span one column: its width, without summing a slice.
    if cell.span == 1, cell.column < widths.count { return widths[cell.column] }
    let end = min(cell.column + cell.span, widths.count)
    guard cell.column < end else { return 0 }
    return widths[cell.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - cell.column - 1)
  }

  private func cellWidth(_ line: GridLine, _ cell: GridCell, _ widths: [CGFloat], _ contentWidth: CGFloat)
    -> CGFloat
  {
    line.row == nil ? contentWidth : spannedWidth(widths, cell)
  }

  /// How far a line's cells reach above and below its alignment guide when offered `height`,
  /// and the height of its tallest anchored cell (which does not use the guide).
  private func extent(
    _ line: GridLine, _ widths: [CGFloat], _ contentWidth: CGFloat, height: CGFloat?
  ) -> (above: CGFloat, below: CGFloat, anchored: CGFloat) {
    var above: CGFloat?
    var below: CGFloat?
    var anchored: CGFloat = 0
    let finder = GuideFinder(
      line.alignment.key, mayBeExplicit: graph.explicitGuides.mayExist(line.alignment.key))
    for cell in line.cells where !cell.unsizedAxes.contains(.vertical) {
      let proposal = ProposedViewSize(width: cellWidth(line, cell, widths, contentWidth), height: height)
      let size = cell.node.sizeThatFits(proposal)
      if cell.anchor != nil {
        anchored = max(anchored, size.height)
        continue
      }
      let guide = finder.position(in: cell.node, at: size)
      above = max(above ?? guide, guide)
      below = max(below ?? (size.height - guide), size.height - guide)
    }
    return (above ?? 0, below ?? 0, anchored)
  }

  private func lineHeights(_ widths: [CGFloat], contentWidth: CGFloat, height proposedHeight: CGFloat?)
    -> [CGFloat]
  {
    func height(_ index: Int, _ offer: CGFloat?) -> CGFloat {
      let reach = extent(lines[index], widths, contentWidth, height: offer)
      return max(0, reach.above + reach.below, reach.anchored)
    }
    let count = lines.count
    guard let proposedHeight else {
      var heights = [CGFloat](repeating: 0, count: count)
      for index in 0..<count { heights[index] = height(index, nil) }
      return heights
    }
    var minimums = [CGFloat](repeating: 0, count: count)
    var flexibility = [CGFloat](repeating: 0, count: count)
    for index in 0..<count {
      minimums[index] = height(index, 0)
      flexibility[index] = height(index, .infinity) - minimums[index]
    }
    let order = (0..<count).sorted {
      flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
    }
    var heights = [CGFloat](repeating: 0, count: count)
    var remaining = proposedHeight - verticalSpacing * CGFloat(max(0, count - 1))
    for (served, index) in order.enumerated() {
      let share = max(0, remaining / CGFloat(count - served))
      heights[index] = height(index, share)
      remaining -= heights[index]
    }
    return heights
  }

  // MARK: Placement

  /// Every cell's placement for `proposal`, relative to its line's top-left corner, and each
  /// line's rectangle relative to the grid's.
  func placements(_ solution: Solution) -> [(line: CGRect, cells: [GridCellPlacement])] {
    let widths = solution.columnWidths
    var columnX = [CGFloat](repeating: 0, count: columnCount)
    for column in columnX.indices.dropFirst() {
      columnX[column] = columnX[column - 1] + widths[column - 1] + horizontalSpacing
    }
    var y: CGFloat = 0
    var result: [(line: CGRect, cells: [GridCellPlacement])] = []
    let columnFinder = GuideFinder(
      alignment.horizontal.key, mayBeExplicit: graph.explicitGuides.mayExist(alignment.horizontal.key))
    for (index, line) in lines.enumerated() {
      let height = solution.lineHeights[index]
      let reach = extent(line, widths, solution.contentWidth, height: height)
      let spare = height - reach.above - reach.below
      let guideY = reach.above + spare * alignmentFraction(line.alignment.key)
      var cells: [GridCellPlacement] = []
      let lineFinder = GuideFinder(
        line.alignment.key, mayBeExplicit: graph.explicitGuides.mayExist(line.alignment.key))
      for cell in line.cells {
        let width = cellWidth(line, cell, widths, solution.contentWidth)
        let x0 = line.row == nil ? 0 : (cell.column < columnCount ? columnX[cell.column] : 0)
        let proposal = ProposedViewSize(width: width, height: height)
        let size = cell.node.sizeThatFits(proposal)
        var origin: CGPoint
        if let anchor = cell.anchor {
          origin = CGPoint(x: x0 + anchor.x * (width - size.width), y: anchor.y * (height - size.height))
        } else {
          let columnGuide =
            line.row == nil ? alignment.horizontal : (columnAlignments[cell.column] ?? alignment.horizontal)
          let room = ViewDimensions(size: CGSize(width: width, height: height), guides: nil)
          let cellGuide =
            columnGuide.key == columnFinder.key
            ? columnFinder.position(in: cell.node, at: size)
            : cell.node.guidePosition(columnGuide.key, size: size)
          origin = CGPoint(
            x: x0 + room[columnGuide] - cellGuide, y: guideY - lineFinder.position(in: cell.node, at: size))
        }
        cells.append(GridCellPlacement(rect: CGRect(origin: origin, size: size), proposal: proposal))
      }
      result.append((CGRect(x: 0, y: y, width: solution.contentWidth, height: height), cells))
      y += height + verticalSpacing
    }
    return result
  }

  func place(in bounds: CGRect, _ solution: Solution) {
    for (index, placed) in placements(solution).enumerated() {
      let subview = subviews[subviews.startIndex + index]
      let line = lines[index]
      if let row = line.row {
        row.setGridPlacement(GridRowPlacement(size: placed.line.size, cells: placed.cells))
        subview.place(
          at: CGPoint(x: bounds.minX, y: bounds.minY + placed.line.minY), anchor: .topLeading,
          proposal: ProposedViewSize(placed.line.size))
      } else {
        let cell = placed.cells[0]
        subview.place(
          at: CGPoint(x: bounds.minX + cell.rect.minX, y: bounds.minY + placed.line.minY + cell.rect.minY),
          anchor: .topLeading, proposal: cell.proposal)
      }
    }
  }

  /// Where the first cell with an explicit value for `key` puts it, in the grid's coordinates.
  func explicitGuide(_ key: AlignmentKey, _ solution: Solution) -> CGFloat? {
    for (index, placed) in placements(solution).enumerated() {
      for (cell, placement) in zip(lines[index].cells, placed.cells) {
        guard let value = cell.node.dimensions(for: placement.proposal)[explicit: key] else { continue }
        return key.axis == .horizontal
          ? placement.rect.minX + value : placed.line.minY + placement.rect.minY + value
      }
    }
    return nil
  }
}
