/// Inserting dragged items among the rows of a list (`dropDestination(for:action:)` on a
/// `ForEach`).
extension RowsNode: DropTargetNode {
  func accepts(_ item: any Transferable) -> Bool {
    environment.isEnabled && editableRows.groups.contains { $0.onInsert?.accepts(item) == true }
  }

  func dragEntered() {}

  func dragMoved(to point: CGPoint, with item: any Transferable) {
    let now = insertion(at: point, for: item)
    guard now?.offset != insertion?.offset || now?.group != insertion?.group || now?.y != insertion?.y else {
      return
    }
    insertion = now
    graph.setNeedsDisplay(frame)
  }

  func dragExited() {
    guard insertion != nil else { return }
    insertion = nil
    graph.setNeedsDisplay(frame)
  }

  func drop(_ item: any Transferable, at point: CGPoint) -> Bool {
    guard let place = insertion(at: point, for: item), let insert = editableRows.groups[place.group].onInsert
    else { return false }
    dragExited()
    insert.insert(item, place.offset)
    return true
  }

  /// Where `item` dropped at `point` would go: among the rows of the group under the pointer if
  /// it takes the item, else of the first group that does; before the row whose upper half the
  /// pointer is over, or after the group's last row. An empty group takes it at its start.
  private func insertion(at point: CGPoint, for item: any Transferable) -> (
    group: Int, offset: Int, y: CGFloat
  )? {
    let groups = editableRows.groups
    let under = layout.rows.first { !$0.isSection && $0.outer.minY <= point.y && point.y < $0.outer.maxY }
      .flatMap { editableRows.place(of: $0.item.node)?.group }
    let group =
      under.flatMap { groups[$0].onInsert?.accepts(item) == true ? $0 : nil }
      ?? groups.indices.first { groups[$0].onInsert?.accepts(item) == true }
    guard let group else { return nil }
    if let destination = dropDestination(at: point.y, in: group) {
      return (group, destination.offset, destination.y)
    }
    return (group, 0, frame.minY + 4)
  }
}
