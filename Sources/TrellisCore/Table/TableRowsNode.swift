import Foundation

/// Places a table's cells in rows and columns, draws the alternating row backgrounds and the
/// selection, and selects rows from clicks and arrow keys. Cells are clipped to their columns and
/// shown on one line, truncated.
final class TableRowsNode: LayoutNode, InteractiveNode {
  var ids: [AnyHashable] = []
  var widths: [TableColumnWidth] = []
  var selection: TableSelection?
  private var rows: [CGRect] = []
  private var columns = TableColumnLayout(widths: [], tableWidth: 0)
  private var isFocused = false
  /// The row a Shift-click or Shift-arrow extends the selection from.
  private var anchor: Int?
  private var pressedRow: Int?

  static let minimumRowHeight: CGFloat = 24
  private static let rowPadding: CGFloat = 4

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.lineLimit = 1
    return values
  }

  /// The cell of `row` in `column`, when the content made one view per cell.
  private func cell(_ row: Int, _ column: Int, in cells: [LayoutNode]) -> LayoutNode? {
    let index = row * widths.count + column
    return cells.indices.contains(index) ? cells[index] : nil
  }

  /// The room a cell's content gets in `column` of `layout` (by default the placed one).
  private func cellWidth(_ column: Int, in layout: TableColumnLayout? = nil) -> CGFloat {
    max(0, (layout ?? columns).columns[column].width - TableColumnLayout.cellPadding * 2)
  }

  /// Each row's rect relative to the node's top-left corner, with the columns, at the table
  /// width `width`. Measuring keeps nothing: the placed columns change only when placed.
  private func arrange(width: CGFloat) -> (rows: [CGRect], columns: TableColumnLayout) {
    let layout = TableColumnLayout(widths: widths, tableWidth: width)
    let cells = subviews
    var y: CGFloat = 0
    let rows = ids.indices.map { row in
      var height = Self.minimumRowHeight
      for column in widths.indices {
        guard let node = cell(row, column, in: cells) else { continue }
        let size = node.sizeThatFits(ProposedViewSize(width: cellWidth(column, in: layout), height: nil))
        if size.height.isFinite { height = max(height, size.height + Self.rowPadding * 2) }
      }
      defer { y += height }
      return CGRect(x: 0, y: y, width: width, height: height)
    }
    return (rows, layout)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width =
      proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? TableColumnLayout.idealWidth(widths)
    return CGSize(width: width, height: arrange(width: width).rows.last?.maxY ?? 0)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let arrangement = arrange(width: rect.width)
    columns = arrangement.columns
    rows = arrangement.rows.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
    let cells = subviews
    let mirror = environment.layoutDirection == .rightToLeft
    for (row, rowRect) in rows.enumerated() {
      for column in widths.indices {
        guard let node = cell(row, column, in: cells) else { continue }
        let room = cellWidth(column)
        let proposal = ProposedViewSize(width: room, height: nil)
        let size = node.sizeThatFits(proposal)
        let width = min(size.width.isFinite ? size.width : room, room)
        let height = min(size.height.isFinite ? size.height : rowRect.height, rowRect.height)
        var x = rect.minX + columns.columns[column].x + TableColumnLayout.cellPadding
        if mirror { x = rect.minX + rect.maxX - x - width }
        node.place(
          in: CGRect(
            x: x, y: rowRect.minY + ((rowRect.height - height) / 2).rounded(), width: width, height: height),
          proposal: proposal)
      }
    }
  }

  // MARK: Selection

  private func row(at point: CGPoint) -> Int? {
    guard frame.contains(point) else { return nil }
    return rows.firstIndex { $0.minY <= point.y && point.y < $0.maxY }
  }

  var acceptsInput: Bool { environment.isEnabled && selection != nil }
  /// A selectable table takes keyboard focus, from Tab or a click, so that arrow keys move its
  /// selection.
  var acceptsFocus: Bool { selection != nil }
  var focusesOnClick: Bool { selection != nil }

  func focusChanged(_ isFocused: Bool) {
    self.isFocused = isFocused
    graph.setNeedsDisplay(frame)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if let hit = super.hitTest(point) { return hit }
    guard selection != nil, row(at: point) != nil else { return nil }
    return self
  }

  func pointerDown(at point: CGPoint) { pressedRow = row(at: point) }

  func pointerUp(at point: CGPoint, inside: Bool) {
    defer { pressedRow = nil }
    guard let index = pressedRow, index == row(at: point) else { return }
    select(index, modifiers: graph.pointerModifiers)
  }

  /// Selects row `index` as a click does: alone, or with Ctrl toggled in or out of the selection,
  /// or with Shift the rows from the anchor to it.
  private func select(_ index: Int, modifiers: KeyEvent.Modifiers) {
    guard let selection, ids.indices.contains(index) else { return }
    let id = ids[index]
    if selection.allowsMultiple && modifiers.contains(.shift), let anchor, ids.indices.contains(anchor) {
      selection.set(Set(ids[min(anchor, index)...max(anchor, index)]))
    } else if modifiers.contains(.control) {
      var selected = selection.selected()
      if selected.contains(id) {
        selected.remove(id)
      } else if selection.allowsMultiple {
        selected.insert(id)
      } else {
        selected = [id]
      }
      selection.set(selected)
      anchor = index
    } else {
      selection.set([id])
      anchor = index
    }
    graph.setNeedsDisplay(frame)
  }

  /// Up and Down select the row above or below the selection (the first or last row when nothing
  /// is selected), Shift extending a multiple selection, and scroll it into view.
  func keyDown(_ event: KeyEvent) -> Bool {
    guard let selection, !ids.isEmpty, event.modifiers.isDisjoint(with: [.command, .control, .option]) else {
      return false
    }
    let step: Int
    switch event.key {
    case .up: step = -1
    case .down: step = 1
    default: return false
    }
    let selected = selection.selected()
    let extending = selection.allowsMultiple && event.modifiers.contains(.shift)
    let next: Int
    if extending, let anchor, selected.contains(ids[min(anchor, ids.count - 1)]) {
      // The end of the run away from the anchor moves.
      let run = ids.indices.filter { selected.contains(ids[$0]) }
      let end = (run.last ?? anchor) > anchor ? (run.last ?? anchor) : (run.first ?? anchor)
      next = min(max(end + step, 0), ids.count - 1)
      selection.set(Set(ids[min(anchor, next)...max(anchor, next)]))
    } else {
      let current =
        step > 0
        ? ids.indices.last { selected.contains(ids[$0]) } : ids.indices.first { selected.contains(ids[$0]) }
      next = current.map { min(max($0 + step, 0), ids.count - 1) } ?? (step > 0 ? 0 : ids.count - 1)
      selection.set([ids[next]])
      anchor = next
    }
    var ancestor = parent
    while let node = ancestor, !(node is ScrollNode) { ancestor = node.parent }
    if rows.indices.contains(next) { (ancestor as? ScrollNode)?.reveal(rows[next], anchor: nil) }
    graph.setNeedsDisplay(frame)
    return true
  }

  // MARK: Drawing

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    let selected = selection?.selected() ?? []
    let alternates = environment.tableAlternatesRows
    let stripe = palette.resolve(
      palette.isDark ? Color(white: 1, opacity: 0.05) : Color(white: 0, opacity: 0.035))
    let cells = subviews
    let isSelected = rows.indices.map { ids.indices.contains($0) && selected.contains(ids[$0]) }
    // Each run of adjacent selected rows is one rounded band, as on macOS.
    var runStart: Int?
    for row in rows.indices {
      if isSelected[row] {
        if runStart == nil { runStart = row }
        guard row == rows.count - 1 || !isSelected[row + 1], let start = runStart else { continue }
        let band = rows[start].union(rows[row]).insetBy(dx: TableColumnLayout.inset, dy: 0)
        ControlDrawing.fill(band, radius: 5, palette.selectedRow(focused: isFocused), into: &list)
        runStart = nil
      } else if row % 2 == 1, alternates {
        ControlDrawing.fill(
          rows[row].insetBy(dx: TableColumnLayout.inset, dy: 0), radius: 5, stripe, into: &list)
      }
    }
    if alternates { fillStripesBelowRows(stripe, into: &list) }
    if environment.tableLook.isBordered { drawColumnLines(palette.separator, into: &list) }
    for (row, rect) in rows.enumerated() {
      let drawCells = { (list: inout DisplayListBuilder) in
        for column in self.widths.indices {
          guard let node = self.cell(row, column, in: cells) else { continue }
          let clip = self.cellClip(column, row: rect)
          list.group(.pushClip(Path(clip), eoFill: false), .popClip) { node.drawSubtree(into: &$0) }
        }
      }
      if isSelected[row] && isFocused {
        list.group(
          .pushLayer(LayerEffects(colorMatrix: ControlPalette.selectedContent, bounds: rect)), .popLayer,
          drawCells)
      } else {
        drawCells(&list)
      }
    }
  }

  /// The lines between a bordered table's columns, from the top of the rows to the bottom of the
  /// scroll view (or of the rows, outside one).
  private func drawColumnLines(_ color: Color.Resolved, into list: inout DisplayListBuilder) {
    var ancestor = parent
    while let node = ancestor, !(node is ScrollNode) { ancestor = node.parent }
    let bottom = max((ancestor as? ScrollNode)?.frame.maxY ?? frame.maxY, rows.last?.maxY ?? frame.maxY)
    let mirror = environment.layoutDirection == .rightToLeft
    for column in columns.columns.dropFirst() {
      let x = mirror ? frame.maxX - column.x : frame.minX + column.x
      let line = CGRect(x: x, y: frame.minY, width: 1, height: max(0, bottom - frame.minY))
      list.append(.fill(Path(line), .color(color), eoFill: false))
    }
  }

  /// Continues the stripes of empty rows down to the bottom of the scroll view, as macOS does
  /// when a table has fewer rows than fill it.
  private func fillStripesBelowRows(_ stripe: Color.Resolved, into list: inout DisplayListBuilder) {
    var ancestor = parent
    while let node = ancestor, !(node is ScrollNode) { ancestor = node.parent }
    guard let bottom = (ancestor as? ScrollNode)?.frame.maxY else { return }
    var y = rows.last?.maxY ?? frame.minY
    var row = rows.count
    while y < bottom {
      if row % 2 == 1 {
        let rect = CGRect(x: frame.minX, y: y, width: frame.width, height: Self.minimumRowHeight)
        ControlDrawing.fill(rect.insetBy(dx: TableColumnLayout.inset, dy: 0), radius: 5, stripe, into: &list)
      }
      y += Self.minimumRowHeight
      row += 1
    }
  }

  /// The part of `row` a cell of `column` may draw in: its column less the padding.
  private func cellClip(_ column: Int, row: CGRect) -> CGRect {
    let width = cellWidth(column)
    var x = frame.minX + columns.columns[column].x + TableColumnLayout.cellPadding
    if environment.layoutDirection == .rightToLeft { x = frame.minX + frame.maxX - x - width }
    return CGRect(x: x, y: row.minY, width: width, height: row.height)
  }

  override var typeName: String { "Table" }
}
