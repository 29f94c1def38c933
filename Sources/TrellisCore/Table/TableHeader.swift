import Foundation

/// A table's header row: the columns' titles, separated by thin lines that can be dragged to
/// resize the columns, with the sort indicator on the column that leads the sort order.
struct TableHeader: PrimitiveView {
  let titles: [Text]
  /// The widths the columns have: as declared, or as the user resized them.
  let widths: [TableColumnWidth]
  /// The widths the columns declare, which bound resizing.
  let declaredWidths: [TableColumnWidth]
  let sortState: TableSortState?
  /// The user's widths, which dragging the lines between titles changes.
  let resizing: Binding<TableColumnResizing>

  var labels: some View {
    ForEach(titles.indices, id: \.self) { index in
      titles[index].fontWeight(.semibold).foregroundStyle(.secondary)
    }
  }

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = TableHeaderNode(parent: parent)
    _updateNode(node, with: view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: TableHeaderNode.self)
    if node.widths != view.widths {
      node.widths = view.widths
      node.invalidateLayout()
    }
    node.sortState = view.sortState
    node.declaredWidths = view.declaredWidths
    node.resizing = view.resizing
    // The column showing the sort indicator gives its title less room.
    let indicator = view.titles.indices.first { view.sortState?.leadingOrder($0) != nil }
    if node.indicatorColumn != indicator {
      node.indicatorColumn = indicator
      node.invalidateLayout()
    }
    node.setContent(view.labels)
  }
}

/// Lays the titles out in their columns, turns clicks on sortable titles into sort orders and
/// drags of the lines between titles into column widths.
final class TableHeaderNode: LayoutNode, InteractiveNode, PointerStyleSource {
  var widths: [TableColumnWidth] = []
  var declaredWidths: [TableColumnWidth] = []
  var sortState: TableSortState?
  var resizing: Binding<TableColumnResizing>?
  var indicatorColumn: Int?
  private var columns = TableColumnLayout(widths: [], tableWidth: 0)
  private var pressedColumn: Int?
  /// The column whose trailing line is being dragged, where the drag began, and every column's
  /// width then.
  private var resize: (column: Int, startX: CGFloat, widths: [CGFloat])?

  static let height: CGFloat = 28

  /// Titles stay on one line, truncated, as the cells below them.
  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.lineLimit = 1
    return values
  }
  /// Room kept at a sortable column's trailing edge for the sort indicator.
  private static let indicatorWidth: CGFloat = 14

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width =
      proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? TableColumnLayout.idealWidth(widths)
    return CGSize(width: width, height: Self.height)
  }

  /// The room a column's title gets: its width less the padding and the sort indicator, when
  /// the column shows one.
  private func titleRect(_ index: Int, in rect: CGRect) -> CGRect {
    let column = columns.columns[index]
    let trailing = index == indicatorColumn ? Self.indicatorWidth : 0
    return CGRect(
      x: rect.minX + column.x + TableColumnLayout.cellPadding, y: rect.minY,
      width: max(0, column.width - TableColumnLayout.cellPadding * 2 - trailing), height: rect.height)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    columns = TableColumnLayout(widths: widths, tableWidth: rect.width)
    for (index, label) in subviews.enumerated() where index < columns.columns.count {
      let room = titleRect(index, in: rect)
      let size = label.sizeThatFits(ProposedViewSize(width: room.width, height: nil))
      let width = min(size.width, room.width)
      var x = room.minX
      if environment.layoutDirection == .rightToLeft { x = rect.minX + rect.maxX - x - width }
      label.place(
        in: CGRect(
          x: x, y: room.minY + ((room.height - size.height) / 2).rounded(), width: width, height: size.height),
        proposal: ProposedViewSize(width: room.width, height: nil))
    }
  }

  // MARK: Sorting and resizing

  /// How far either side of a line between titles a press grabs it.
  private static let lineReach: CGFloat = 3

  /// `point`'s distance from the table's leading edge.
  private func leadingOffset(_ point: CGPoint) -> CGFloat {
    environment.layoutDirection == .rightToLeft ? frame.maxX - point.x : point.x - frame.minX
  }

  private func column(at point: CGPoint) -> Int? {
    guard frame.contains(point) else { return nil }
    let x = leadingOffset(point)
    return columns.columns.firstIndex { x >= $0.x && x < $0.x + $0.width }
  }

  /// The column whose trailing line lies at `point`, if that line can be dragged.
  private func resizableColumn(at point: CGPoint) -> Int? {
    guard resizing != nil, environment.isEnabled, frame.contains(point) else { return nil }
    let x = leadingOffset(point)
    for (index, column) in columns.columns.enumerated()
    where abs(column.x + column.width - x) <= Self.lineReach
      && TableColumnResizing.isResizable(index, declared: declaredWidths)
    {
      return index
    }
    return nil
  }

  var acceptsInput: Bool { environment.isEnabled }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if resizableColumn(at: point) != nil { return self }
    guard let index = column(at: point), sortState?.sorts(index) == true else { return nil }
    return self
  }

  func pointerDown(at point: CGPoint) {
    if let index = resizableColumn(at: point) {
      resize = (index, leadingOffset(point), columns.columns.map(\.width))
      return
    }
    pressedColumn = column(at: point)
  }

  func pointerDragged(to point: CGPoint) {
    guard let resize, let resizing else { return }
    let room = frame.width - TableColumnLayout.inset * 2
    let distance = leadingOffset(point) - resize.startX
    let result = TableColumnResizing.dragged(
      resize.column, by: distance, from: resize.widths, declared: declaredWidths, room: room)
    if result != resizing.wrappedValue { resizing.wrappedValue = result }
  }

  func pointerUp(at point: CGPoint, inside: Bool) {
    defer { pressedColumn = nil }
    if resize != nil {
      resize = nil
      return
    }
    guard let index = pressedColumn, index == column(at: point) else { return }
    sortState?.toggle(index)
    indicatorColumn = columns.columns.indices.first { sortState?.leadingOrder($0) != nil }
    invalidateLayout()
    graph.setNeedsDisplay(frame)
  }

  var pointerStyle: PointerStyle? { nil }

  func pointerStyle(at point: CGPoint) -> PointerStyle? {
    resize != nil || resizableColumn(at: point) != nil ? .columnResize : nil
  }

  // MARK: Drawing

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    let mirror = environment.layoutDirection == .rightToLeft
    func toFrame(_ x: CGFloat, _ width: CGFloat) -> CGFloat {
      mirror ? frame.maxX - x - width : frame.minX + x
    }
    for (index, column) in columns.columns.enumerated() {
      if index > 0 {
        let line = CGRect(x: toFrame(column.x, 0), y: frame.minY + 6, width: 1, height: frame.height - 12)
        list.append(.fill(Path(line), .color(palette.separator), eoFill: false))
      }
      if let order = sortState?.leadingOrder(index) {
        let centerX = toFrame(column.x + column.width - TableColumnLayout.cellPadding - 5, 0)
        ControlDrawing.chevron(
          at: CGPoint(x: centerX, y: frame.midY), size: 8, up: order == .forward, palette.secondary,
          into: &list)
      }
    }
    let bottom = CGRect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)
    list.append(.fill(Path(bottom), .color(palette.separator), eoFill: false))
    for (index, label) in subviews.enumerated() where index < columns.columns.count {
      let column = columns.columns[index]
      let clip = CGRect(
        x: toFrame(column.x, column.width), y: frame.minY, width: column.width, height: frame.height)
      list.group(.pushClip(Path(clip), eoFill: false), .popClip) { label.drawSubtree(into: &$0) }
    }
  }

  override var typeName: String { "TableHeader" }
}
