import Foundation

/// Where a table's columns go across its width: fixed and ideal widths first, the width left
/// shared evenly among the flexible columns, each within its minimum and maximum.
struct TableColumnLayout: Equatable {
  /// Each column's leading x and width, relative to the table's leading edge.
  var columns: [(x: CGFloat, width: CGFloat)]

  static func == (a: Self, b: Self) -> Bool {
    a.columns.elementsEqual(b.columns) { $0.x == $1.x && $0.width == $1.width }
  }

  /// Space between the table's edges and its first and last columns, where a selected row's
  /// rounded highlight ends.
  static let inset: CGFloat = 4
  /// Space between a column's edges and its cells' content.
  static let cellPadding: CGFloat = 6
  /// The width a flexible column asks for when the table is measured without a width.
  static let flexibleIdealWidth: CGFloat = 100

  private static func valid(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return max(0, value)
  }

  /// The width a column wants before any is shared out; nil for a flexible column.
  private static func preferred(_ width: TableColumnWidth) -> CGFloat? {
    if let fixed = valid(width.fixed) { return fixed }
    guard let ideal = valid(width.ideal) else { return nil }
    return bounded(ideal, width)
  }

  private static func bounded(_ value: CGFloat, _ width: TableColumnWidth) -> CGFloat {
    var result = value
    if let low = valid(width.min) { result = max(result, low) }
    if let high = valid(width.max) { result = min(result, max(high, valid(width.min) ?? 0)) }
    return result
  }

  /// The table's width when nothing proposes one.
  static func idealWidth(_ widths: [TableColumnWidth]) -> CGFloat {
    widths.reduce(inset * 2) { sum, width in
      sum + (preferred(width) ?? bounded(flexibleIdealWidth, width))
    }
  }

  init(widths: [TableColumnWidth], tableWidth: CGFloat) {
    let total = tableWidth.isFinite ? max(0, tableWidth - Self.inset * 2) : 0
    var resolved = widths.map(Self.preferred)
    var open = resolved.indices.filter { resolved[$0] == nil }
    var left = total - resolved.reduce(0) { $0 + ($1 ?? 0) }
    // Water-filling: a column whose bound the even share crosses takes its bound and leaves the
    // share; the others divide what remains, until no bound is crossed.
    while !open.isEmpty {
      let share = max(0, left) / CGFloat(open.count)
      let clamped = open.filter { Self.bounded(share, widths[$0]) != share }
      if clamped.isEmpty {
        for index in open { resolved[index] = share }
        break
      }
      for index in clamped {
        let width = Self.bounded(share, widths[index])
        resolved[index] = width
        left -= width
      }
      open.removeAll { clamped.contains($0) }
    }
    var x = Self.inset
    columns = resolved.map { width in
      defer { x += width ?? 0 }
      return (x, width ?? 0)
    }
  }
}
