import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as an `onDelete` action is handed them. Offsets past the
  /// end are ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so that they come, in their order, just before the element
  /// that was at `destination` (at the end when it is `count`), as an `onMove` action is handed
  /// them. Offsets past the end are ignored.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var before: [Element] = []
    var moving: [Element] = []
    var after: [Element] = []
    for (offset, element) in zip(0..., self) {
      if source.contains(offset) {
        moving.append(element)
      } else if offset < destination {
        before.append(element)
      } else {
        after.append(element)
      }
    }
    var position = startIndex
    for element in before + moving + after {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
