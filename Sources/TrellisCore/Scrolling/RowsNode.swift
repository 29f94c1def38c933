/// How a group of rows is laid out.
enum RowGroupStyle: Hashable, Sendable {
  /// The space between a row's edges and its content, unless the row sets `.listRowInsets`:
  /// horizontally, then vertically.
  var rowPadding: CGSize { self == .form ? CGSize(width: 12, height: 8) : CGSize(width: 10, height: 6) }

  /// A list: padded rows with separators between them, selectable.
  case list
  /// A settings form: runs of rows in rounded boxes, controls at the trailing edge of their rows.
  case form
}

struct RowGroupStyleKey: EnvironmentKey {
  static let defaultValue = RowGroupStyle.list
}

struct IsInRowGroupKey: EnvironmentKey {
  static let defaultValue = false
}

/// A list's selection, read and written through row tags.
struct ListSelection {
  let isSelected: @MainActor (AnyHashable) -> Bool
  /// Selects a tag alone, or with `toggling` adds it to a set selection or takes it out.
  let select: @MainActor (AnyHashable, _ toggling: Bool) -> Void
  /// Whether the selection is a set, which Shift-click and Shift-arrows extend.
  var allowsMultiple = false
  /// Makes the selection exactly these tags (for a set selection).
  var set: @MainActor ([AnyHashable]) -> Void = { _ in }
}

struct ListSelectionKey: EnvironmentKey {
  static let defaultValue: ListSelection? = nil
}

extension EnvironmentValues {
  var rowGroupStyle: RowGroupStyle {
    get { self[RowGroupStyleKey.self] }
    set { self[RowGroupStyleKey.self] = newValue }
  }

  /// Whether the view is among the rows of a list or a form, where an `OutlineGroup` shows each
  /// element as a row of its own.
  var isInRowGroup: Bool {
    get { self[IsInRowGroupKey.self] }
    set { self[IsInRowGroupKey.self] = newValue }
  }

  var listSelection: ListSelection? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}

/// Marks a section's view, so that the rows around it place it whole rather than as a row.
struct SectionMarkerKey: LayoutValueKey {
  static let defaultValue = false
}

/// The rows of a list, a form or a section.
struct RowGroup<Content: View>: PrimitiveView {
  let style: RowGroupStyle
  /// Whether these are a section's rows, which can have separators above and below them.
  var isSection = false
  let content: Content

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = RowsNode(style: view.style, isSection: view.isSection, parent: parent)
    node.setContent(view.content)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: RowsNode.self)
    node.setContent(view.content)
  }
}

/// Lays out rows one below the other, each padded and at least a minimum height, with separators
/// between them; sections inside are placed whole. In a form, runs of rows sit in rounded boxes.
/// When the list has a selection, a click on a row (outside any control in it) selects its tag.
final class RowsNode: LayoutNode, InteractiveNode {
  let style: RowGroupStyle
  /// Whether these are a section's rows (see ``RowGroup/isSection``).
  let isSection: Bool
  private(set) var layout = Arrangement()
  var pressedRow: Int?
  /// The rows that come from a `ForEach` with `onDelete` or `onMove`, found at each placement.
  var editableRows = EditableRows()
  /// A row being dragged to a new place (`onMove`), from the press until the release.
  var rowDrag: RowDrag?
  /// Where a dragged item would be inserted (`dropDestination(for:action:)` on a `ForEach`):
  /// the group, the offset it goes before, and the height of the line that shows it.
  var insertion: (group: Int, offset: Int, y: CGFloat)?
  private var hoveredRow: Int?
  /// The tag of the row a Shift-click or a Shift-arrow extends a set selection from: the last
  /// row clicked or moved to without Shift.
  private var anchorTag: AnyHashable?
  /// When and on which row the last click was released, to tell a double-click.
  private var lastClick: (time: Double, row: Int)?

  init(style: RowGroupStyle, isSection: Bool, parent: _Node) {
    self.style = style
    self.isSection = isSection
    super.init(parent: parent)
  }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.rowGroupStyle = style
    values.isInRowGroup = true
    values.isFormRowLayout = style == .form
    // A list inside a container's content lays out its own sections.
    values.resolvesSectionsAsParts = false
    return values
  }

  /// Where everything goes, in coordinates relative to the node's top-left corner.
  struct Arrangement {
    var rows: [(item: TaggedView, outer: CGRect, inner: CGRect, isSection: Bool)] = []
    var boxes: [CGRect] = []
    /// Separator lines, each with the index of the row below it and its tint (nil: the
    /// palette's separator color).
    var separators: [(rect: CGRect, below: Int, tint: Color?)] = []
    var size = CGSize.zero
  }

  private var padding: CGSize { style.rowPadding }
  private var minimumRowHeight: CGFloat { style == .form ? 38 : 28 }
  /// The space between a form's boxes of rows, and after its sections unless they ask otherwise.
  nonisolated static let blockGap: CGFloat = 18

  private func isSection(_ node: LayoutNode) -> Bool {
    node.layoutValue(ObjectIdentifier(SectionMarkerKey.self)) as? Bool ?? false
  }

  /// The separators the row hides (`.listRowSeparator(.hidden)`).
  private func hiddenSeparators(_ node: LayoutNode) -> VerticalEdge.Set {
    node.layoutValue(ObjectIdentifier(ListRowSeparatorKey.self)) as? VerticalEdge.Set ?? []
  }

  /// The colors the row gives its separators (`.listRowSeparatorTint`).
  private func separatorTint(_ node: LayoutNode) -> ListSeparatorTint {
    node.layoutValue(ObjectIdentifier(ListRowSeparatorTintKey.self)) as? ListSeparatorTint
      ?? ListSeparatorTint()
  }

  /// The space a section asks for after it (`.listSectionSpacing`).
  private func spacing(after section: LayoutNode) -> CGFloat {
    let spacing = section.layoutValue(ObjectIdentifier(SectionSpacingKey.self)) as? ListSectionSpacing
    return (spacing ?? .default).length(in: style)
  }

  /// The row's `.listRowBackground`, if it has one.
  private func background(of node: LayoutNode) -> (any ListRowBackgroundProvider)? {
    node.layoutValue(ObjectIdentifier(ListRowBackgroundKey.self)) as? any ListRowBackgroundProvider
  }

  /// The row's padding: its own `.listRowInsets`, else the list's.
  private func insets(of node: LayoutNode) -> EdgeInsets {
    if let own = node.layoutValue(ObjectIdentifier(ListRowInsetsKey.self)) as? EdgeInsets? ?? nil {
      return own
    }
    let pad = padding
    return EdgeInsets(top: pad.height, leading: pad.width, bottom: pad.height, trailing: pad.width)
  }

  private func arrange(width proposed: CGFloat?) -> Arrangement {
    let items = TaggedContent.collect(content)
    let pad = padding
    let width =
      proposed
      ?? items.map { item in
        item.node.sizeThatFits(.unspecified).width + (isSection(item.node) ? 0 : pad.width * 2)
      }.max() ?? 0
    var result = Arrangement()
    var y: CGFloat = 0
    var boxStart: CGFloat?
    var previousWasRow = false
    var previousHidesBottom = false
    var previousBottomTint: Color?
    // The space after the last block, which the container's bottom edge does not need.
    var trailingGap: CGFloat = 0
    let rowSpacing = environment.listRowSpacing ?? 0
    // With row spacing, a form's rows each get a box of their own, apart from one another.
    let rowsApart = style == .form && rowSpacing > 0
    func closeBox(gap: CGFloat = Self.blockGap) {
      guard let start = boxStart else { return }
      result.boxes.append(CGRect(x: 0, y: start, width: width, height: y - start))
      boxStart = nil
      y += gap
      trailingGap = gap
    }
    for item in items {
      if isSection(item.node) {
        closeBox()
        let size = item.node.sizeThatFits(ProposedViewSize(width: width, height: nil))
        let rect = CGRect(x: 0, y: y, width: width, height: size.height)
        result.rows.append((item, rect, rect, true))
        trailingGap = spacing(after: item.node)
        y += size.height + trailingGap
        previousWasRow = false
        continue
      }
      if previousWasRow && !rowsApart { y += rowSpacing }
      if style == .form && boxStart == nil { boxStart = y }
      let hidden = hiddenSeparators(item.node)
      let tint = separatorTint(item.node)
      if previousWasRow && !rowsApart && !previousHidesBottom && !hidden.contains(.top) {
        // Separators start at the rows' leading inset; in a box they run to its border. With
        // row spacing they lie in the middle of the space.
        let end = style == .form ? width - 1 : width - pad.width
        let lineY = rowSpacing > 0 ? y - rowSpacing + ((rowSpacing - 1) / 2).rounded(.down) : y - 1
        let line = CGRect(x: pad.width, y: lineY, width: max(0, end - pad.width), height: 1)
        result.separators.append((line, result.rows.count, tint.top ?? previousBottomTint))
      }
      let inset = insets(of: item.node)
      let offer = ProposedViewSize(width: max(0, width - inset.leading - inset.trailing), height: nil)
      let size = item.node.sizeThatFits(offer)
      let height = max(minimumRowHeight, size.height + inset.top + inset.bottom)
      let outer = CGRect(x: 0, y: y, width: width, height: height)
      let inner = CGRect(
        x: inset.leading,
        y: y + inset.top + ((height - inset.top - inset.bottom - size.height) / 2).rounded(),
        width: size.width, height: size.height)
      result.rows.append((item, outer, inner, false))
      y += height
      trailingGap = 0
      previousWasRow = true
      previousHidesBottom = hidden.contains(.bottom)
      previousBottomTint = tint.bottom
      if rowsApart { closeBox(gap: rowSpacing) }
    }
    closeBox()
    y -= trailingGap
    if isSection, style == .list, !result.rows.isEmpty {
      addSectionSeparators(to: &result, width: width, height: y)
    }
    result.size = CGSize(width: width, height: max(0, y))
    return result
  }

  /// A section's lines along its rows' top and bottom edges, which `.listSectionSeparator`
  /// shows; they run the whole width, as a section's do on iOS.
  private func addSectionSeparators(to result: inout Arrangement, width: CGFloat, height: CGFloat) {
    let separators = environment.listSectionSeparators
    if separators.visible.contains(.top) {
      result.separators.append((CGRect(x: 0, y: 0, width: width, height: 1), 0, separators.tint.top))
    }
    if separators.visible.contains(.bottom), height >= 1 {
      let line = CGRect(x: 0, y: height - 1, width: width, height: 1)
      result.separators.append((line, result.rows.count, separators.tint.bottom))
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    arrange(width: proposal.width).size
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    var arrangement = arrange(width: rect.width)
    let mirror = environment.layoutDirection == .rightToLeft
    func toRoot(_ local: CGRect) -> CGRect {
      var moved = local.offsetBy(dx: rect.minX, dy: rect.minY)
      if mirror { moved.origin.x = rect.minX + rect.maxX - moved.maxX }
      return moved
    }
    arrangement.rows = arrangement.rows.map { ($0.item, toRoot($0.outer), toRoot($0.inner), $0.isSection) }
    arrangement.boxes = arrangement.boxes.map(toRoot)
    arrangement.separators = arrangement.separators.map { (toRoot($0.rect), $0.below, $0.tint) }
    layout = arrangement
    editableRows = EditableRows(content: content)
    for row in arrangement.rows {
      let inset = insets(of: row.item.node)
      let offer = ProposedViewSize(
        width: row.isSection ? row.inner.width : max(0, rect.width - inset.leading - inset.trailing),
        height: nil)
      row.item.node.place(in: row.inner, proposal: offer)
      if !row.isSection { background(of: row.item.node)?.placeBackground(in: row.outer) }
    }
  }

  // MARK: Selection

  var selection: ListSelection? { style == .list ? environment.listSelection : nil }

  func row(at point: CGPoint) -> Int? {
    layout.rows.firstIndex { !$0.isSection && $0.item.tag != nil && $0.outer.contains(point) }
  }

  var acceptsInput: Bool { environment.isEnabled && (selection != nil || editableRows.allowsMoving) }

  /// The rows a click or a key can select: those with a tag and without `.selectionDisabled()`.
  private var selectableRows: [(item: TaggedView, outer: CGRect, inner: CGRect, isSection: Bool)] {
    layout.rows.filter { !$0.isSection && isSelectable($0.item) }
  }

  /// Whether a row's view can be selected.
  func isSelectable(_ item: TaggedView) -> Bool {
    item.tag != nil && item.node.layoutValue(ObjectIdentifier(SelectionDisabledKey.self)) as? Bool != true
  }

  /// Where the anchor row lies among `rows`, if it is still there.
  private func anchorIndex(in rows: [(item: TaggedView, outer: CGRect, inner: CGRect, isSection: Bool)])
    -> Int?
  {
    guard let anchorTag else { return nil }
    return rows.firstIndex { $0.item.tag == anchorTag }
  }

  /// Whether the list has keyboard focus, which its selection's color shows.
  private var isFocused = false

  func focusChanged(_ isFocused: Bool) {
    guard isFocused != self.isFocused else { return }
    self.isFocused = isFocused
    graph.setNeedsDisplay(frame)
  }

  /// A selectable list takes keyboard focus, from Tab or a click, so that arrow keys move its
  /// selection as in a macOS list.
  var acceptsFocus: Bool { selection != nil }
  var focusesOnClick: Bool { selection != nil }

  /// Up and Down select the row above or below the selection (the first or last row when nothing
  /// is selected), Page Up and Page Down the row a visible page away, Home and End the first and
  /// last row; with Shift, a set selection grows or shrinks from its anchor to that row instead.
  /// The row selected scrolls into view. Delete and Backspace delete the selected rows that
  /// `onDelete` lets go.
  func keyDown(_ event: KeyEvent) -> Bool {
    guard let selection, event.modifiers.isDisjoint(with: [.command, .control, .option]) else { return false }
    if event.key == .backspace || event.key == .delete { return deleteSelectedRows(selection) }
    if event.key == .returnKey, event.modifiers.isEmpty { return runPrimaryAction() }
    var ancestor = parent
    while let node = ancestor, !(node is ScrollNode) { ancestor = node.parent }
    let scroll = ancestor as? ScrollNode
    let selectable = selectableRows
    guard !selectable.isEmpty else { return false }
    let last = selectable.count - 1
    let isSelected = { (index: Int) in selectable[index].item.tag.map(selection.isSelected) ?? false }
    var anchor = anchorIndex(in: selectable)
    if let index = anchor, !isSelected(index) { anchor = nil }
    let extending = selection.allowsMultiple && event.modifiers.contains(.shift) && anchor != nil
    // Extending, the end of the selected run away from the anchor moves.
    let run = extending ? selectable.indices.filter(isSelected) : []
    var movingEnd: Int?
    if let anchor, let first = run.first, let final = run.last { movingEnd = final > anchor ? final : first }
    let next: Int
    switch event.key {
    case .up, .pageUp:
      let current = extending ? movingEnd : selectable.indices.first(where: isSelected)
      next = max(0, (current ?? selectable.count) - (event.key == .up ? 1 : pageLength(selectable, scroll)))
    case .down, .pageDown:
      let current = extending ? movingEnd : selectable.indices.last(where: isSelected)
      next = min(last, (current ?? -1) + (event.key == .down ? 1 : pageLength(selectable, scroll)))
    case .home: next = 0
    case .end: next = last
    default: return false
    }
    guard let tag = selectable[next].item.tag else { return false }
    if extending, let anchor {
      selection.set(selectable[min(anchor, next)...max(anchor, next)].compactMap(\.item.tag))
    } else {
      selection.select(tag, false)
      anchorTag = tag
    }
    scroll?.reveal(selectable[next].outer, anchor: nil)
    graph.setNeedsDisplay(frame)
    return true
  }

  /// How many rows a page holds: as many whole rows of the average height as the scroll view
  /// around shows, less one kept in view, and at least one.
  private func pageLength(
    _ rows: [(item: TaggedView, outer: CGRect, inner: CGRect, isSection: Bool)], _ scroll: ScrollNode?
  ) -> Int {
    guard let scroll, let first = rows.first, let final = rows.last, rows.count > 1 else { return 1 }
    let average = (final.outer.maxY - first.outer.minY) / CGFloat(rows.count)
    guard average > 0, scroll.frame.height.isFinite else { return 1 }
    return max(1, Int((scroll.frame.height / average).rounded(.down)) - 1)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if let hit = super.hitTest(point) { return hit }
    guard selection != nil || editableRows.allowsMoving, row(at: point) != nil else { return nil }
    return self
  }

  func pointerDown(at point: CGPoint) {
    pressedRow = row(at: point)
    rowDrag = pressedRow.flatMap { RowDrag(row: $0, start: point, in: self) }
  }

  func pointerDragged(to point: CGPoint) { dragRow(to: point) }

  func pointerUp(at point: CGPoint, inside: Bool) {
    defer { pressedRow = nil }
    if finishRowDrag() { return }
    guard let index = pressedRow, index == row(at: point), isSelectable(layout.rows[index].item),
      let tag = layout.rows[index].item.tag
    else {
      return
    }
    guard let selection else { return }
    let selectable = selectableRows
    let anchor = anchorIndex(in: selectable)
    let modifiers = graph.pointerModifiers
    if selection.allowsMultiple, modifiers.contains(.shift), let anchor,
      let clicked = selectable.firstIndex(where: { $0.item.tag == tag })
    {
      // Shift-click selects the rows from the anchor to this one.
      selection.set(selectable[min(anchor, clicked)...max(anchor, clicked)].compactMap(\.item.tag))
    } else {
      // Ctrl-click adds the row to a set selection or takes it out, as Command-click does on macOS.
      selection.select(tag, modifiers.contains(.control))
      anchorTag = tag
    }
    graph.setNeedsDisplay(frame)
    // A second click on the same row soon after the first runs the primary action.
    let now = graph.now()
    if let last = lastClick, last.row == index, now - last.time < 0.4, modifiers.isEmpty {
      lastClick = nil
      _ = runPrimaryAction()
    } else {
      lastClick = (now, index)
    }
  }

  func pointerEntered() { graph.pointerObservers.add(self) }

  func pointerExited() {
    graph.pointerObservers.remove(self)
    if hoveredRow != nil {
      hoveredRow = nil
      graph.setNeedsDisplay(frame)
    }
  }

  // MARK: Drawing

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    for box in layout.boxes {
      ControlDrawing.fill(box, radius: 10, palette.groupBackground, into: &list)
      ControlDrawing.hairline(box, radius: 10, palette.border().withOpacity(0.8), into: &list)
    }
    drawRowBackgrounds(into: &list)
    var highlighted = Set<Int>()
    whiteRows = [:]
    // While rows are dragged the drop line shows where the pointer is, not a hovered row.
    let hoveredRow = rowDrag?.isMoving == true ? nil : hoveredRow
    if let selection {
      for (index, row) in layout.rows.enumerated() where !row.isSection {
        let selected = row.item.tag.map(selection.isSelected) ?? false
        if selected && isFocused { whiteRows[ObjectIdentifier(row.item.node)] = row.outer }
        if selected || index == hoveredRow {
          highlighted.insert(index)
          ControlDrawing.fill(
            row.outer.insetBy(dx: 4, dy: 1), radius: 6,
            selected ? palette.selectedRow(focused: isFocused) : palette.rowHighlight,
            into: &list)
        }
      }
    }
    // A highlighted row's rounded fill reads as its own edge; separators beside it would cut it.
    for separator in layout.separators
    where !highlighted.contains(separator.below) && !highlighted.contains(separator.below - 1) {
      let color = separator.tint.map(palette.resolve) ?? palette.separator
      list.append(.fill(Path(separator.rect), .color(color), eoFill: false))
    }
    super.draw(into: &list)
    whiteRows = [:]
    drawDropLine(into: &list)
  }

  /// Draws the rows' `.listRowBackground` views; in a form, inside the rounded box around them.
  private func drawRowBackgrounds(into list: inout DisplayListBuilder) {
    for row in layout.rows where !row.isSection {
      guard let background = background(of: row.item.node) else { continue }
      if let box = layout.boxes.first(where: { $0.contains(CGPoint(x: row.outer.midX, y: row.outer.midY)) }) {
        let shape = Path(roundedRect: box, cornerRadius: 10)
        list.group(.pushClip(shape, eoFill: false), .popClip) { background.drawBackground(into: &$0) }
      } else {
        background.drawBackground(into: &list)
      }
    }
  }

  /// The rows `draw` shows in white on the accent color, with their rectangles; set only while
  /// it draws.
  private var whiteRows: [ObjectIdentifier: CGRect] = [:]

  override func drawSubview(_ node: LayoutNode, into list: inout DisplayListBuilder) {
    guard let rect = whiteRows[ObjectIdentifier(node)] else { return node.drawSubtree(into: &list) }
    list.group(
      .pushLayer(LayerEffects(colorMatrix: ControlPalette.selectedContent, bounds: rect)), .popLayer
    ) { node.drawSubtree(into: &$0) }
  }

  override var typeName: String { style == .form ? "Form" : "List" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    subviews.flatMap { $0.layoutTreeNodes() }
  }
}

extension RowsNode: PointerObserver {
  func pointerMoved(to point: CGPoint) {
    let now = frame.contains(point) ? row(at: point) : nil
    if now != hoveredRow {
      hoveredRow = now
      graph.setNeedsDisplay(frame)
    }
  }
}
