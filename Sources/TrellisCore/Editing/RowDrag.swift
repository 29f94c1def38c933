/// A press on a row of a `ForEach` with `onMove`, which becomes a drag to reorder the rows once it
/// has moved a few points.
struct RowDrag {
  /// Where the pressed row lies in its `ForEach`.
  let place: EditableRows.Place
  /// The pressed row's tag, which says whether it is selected.
  let tag: AnyHashable?
  let start: CGPoint
  var isMoving = false
  /// The offset the rows would go before, and the height (root coordinates) of the line that
  /// shows it.
  var destination: (offset: Int, y: CGFloat)?

  /// How far the pointer moves before a press becomes a drag.
  static let threshold: CGFloat = 4

  /// A drag of the row at `row` (an index into the rows `node` laid out), if `onMove` lets it go
  /// and the row is not `moveDisabled`.
  @MainActor
  init?(row: Int, start: CGPoint, in node: RowsNode) {
    let item = node.layout.rows[row].item
    guard !item.node.isMoveDisabled, let place = node.editableRows.place(of: item.node),
      node.editableRows.groups[place.group].onMove != nil
    else { return nil }
    self.place = place
    self.tag = item.tag
    self.start = start
  }

  /// Whether moving the rows at `sources` before `destination` leaves them where they are: one
  /// unbroken run dropped just before, inside or just after itself.
  static func changesNothing(_ sources: IndexSet, destination: Int) -> Bool {
    guard let first = sources.first, let last = sources.last else { return true }
    return sources.count == last - first + 1 && destination >= first && destination <= last + 1
  }
}
