/// Deleting (`onDelete`) and reordering (`onMove`) the rows of a list.
extension RowsNode {
  /// Calls the `onDelete` actions with the offsets of the selected rows they cover; returns
  /// whether any did.
  func deleteSelectedRows(_ selection: ListSelection) -> Bool {
    let groups = editableRows.groups
    let offsets = selectedOffsets(selection, skipping: \.isDeleteDisabled).filter {
      groups[$0.key].onDelete != nil
    }
    for (group, rows) in offsets.sorted(by: { $0.key < $1.key }) { groups[group].onDelete?(rows) }
    return !offsets.isEmpty
  }

  /// The offsets of the selected rows that come from a `ForEach` with edit actions, by group,
  /// leaving out the rows for which `isExcluded` is true.
  private func selectedOffsets(_ selection: ListSelection, skipping isExcluded: (LayoutNode) -> Bool)
    -> [Int: IndexSet]
  {
    var offsets: [Int: IndexSet] = [:]
    for row in layout.rows where !row.isSection {
      guard let tag = row.item.tag, selection.isSelected(tag), !isExcluded(row.item.node),
        let place = editableRows.place(of: row.item.node)
      else { continue }
      offsets[place.group, default: []].insert(place.offset)
    }
    return offsets
  }

  /// Follows a press on a movable row: past the threshold it becomes a drag, showing where the
  /// rows would go.
  func dragRow(to point: CGPoint) {
    guard var drag = rowDrag else { return }
    if !drag.isMoving {
      guard abs(point.y - drag.start.y) >= RowDrag.threshold else { return }
      drag.isMoving = true
    }
    drag.destination = dropDestination(at: point.y, in: drag.place.group)
    rowDrag = drag
    graph.setNeedsDisplay(frame)
  }

  /// Ends a press on a movable row, calling `onMove` if it was dragged somewhere new; returns
  /// whether it was a drag (which then selects nothing).
  func finishRowDrag() -> Bool {
    guard let drag = rowDrag else { return false }
    rowDrag = nil
    guard drag.isMoving else { return false }
    graph.setNeedsDisplay(frame)
    guard let destination = drag.destination, let onMove = editableRows.groups[drag.place.group].onMove else {
      return true
    }
    let sources = draggedOffsets(drag)
    if !RowDrag.changesNothing(sources, destination: destination.offset) {
      onMove(sources, destination.offset)
    }
    return true
  }

  /// The offset rows dropped at height `y` go before, among the rows of `group`, and where the
  /// line between two rows shows it.
  func dropDestination(at y: CGFloat, in group: Int) -> (offset: Int, y: CGFloat)? {
    var last: (offset: Int, maxY: CGFloat)?
    for row in layout.rows where !row.isSection {
      guard let place = editableRows.place(of: row.item.node), place.group == group else { continue }
      if y < row.outer.midY { return (place.offset, row.outer.minY) }
      last = (place.offset, row.outer.maxY)
    }
    return last.map { ($0.offset + 1, $0.maxY) }
  }

  /// The pressed row's offset or, when it is selected, those of every selected row of its group,
  /// as in a macOS list.
  private func draggedOffsets(_ drag: RowDrag) -> IndexSet {
    guard let selection, let pressed = drag.tag, selection.isSelected(pressed) else {
      return [drag.place.offset]
    }
    return selectedOffsets(selection, skipping: \.isMoveDisabled)[drag.place.group] ?? [drag.place.offset]
  }

  /// The accent line, with a ring at its leading end, between the rows where a drag would drop:
  /// a row dragged to a new place, or an item dragged in from elsewhere.
  func drawDropLine(into list: inout DisplayListBuilder) {
    let y: CGFloat
    if let drag = rowDrag, drag.isMoving, let destination = drag.destination {
      y = destination.y
    } else if let insertion {
      y = insertion.y
    } else {
      return
    }
    let accent = ControlPalette(environment).accent
    let leading = environment.layoutDirection == .rightToLeft ? frame.maxX - 10 : frame.minX + 10
    let trailing = environment.layoutDirection == .rightToLeft ? frame.minX + 10 : frame.maxX - 10
    // From the ring's edge to 10 points before the trailing side.
    let lineStart = leading + (trailing > leading ? 3 : -3)
    let line = CGRect(
      x: min(lineStart, trailing), y: y - 1, width: max(0, abs(trailing - lineStart)), height: 2)
    list.append(.fill(Path(line), .color(accent), eoFill: false))
    let ring = CGRect(x: leading - 3, y: y - 3, width: 6, height: 6)
    list.append(.stroke(Path(ellipseIn: ring), .color(accent), StrokeStyle(lineWidth: 1.5)))
  }
}
