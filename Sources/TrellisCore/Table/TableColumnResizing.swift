import Foundation

/// The widths a user gave a table's columns by dragging the lines between their titles, and
/// how a drag changes them.
///
/// Dragging the line after a column sets that column's width, within its limits; the columns
/// before it keep the widths they had, and those after it share what is left as their widths
/// say, as a macOS table's do. A column with a fixed width cannot be resized, nor one with no
/// column after it that could give or take the difference.
struct TableColumnResizing: Equatable {
  /// Each column's width as the user set it, or nil where its declared width rules; empty until
  /// the first drag.
  var widths: [CGFloat?] = []

  /// The narrowest a resizable column becomes, so that its title stays within reach.
  static let minimumWidth: CGFloat = 20

  /// `declared` with the user's widths in force, when they were set for as many columns.
  func applied(to declared: [TableColumnWidth]) -> [TableColumnWidth] {
    guard widths.count == declared.count else { return declared }
    return zip(declared, widths).map { declared, width in
      width.map { TableColumnWidth(fixed: $0) } ?? declared
    }
  }

  /// Whether the line after column `index` can be dragged.
  static func isResizable(_ index: Int, declared: [TableColumnWidth]) -> Bool {
    guard declared.indices.contains(index), index < declared.count - 1, !isFixed(declared[index]) else {
      return false
    }
    return declared[(index + 1)...].contains { !isFixed($0) }
  }

  private static func isFixed(_ width: TableColumnWidth) -> Bool {
    if let fixed = width.fixed, fixed.isFinite { return true }
    if let low = width.min, let high = width.max, low.isFinite, low >= high { return true }
    return false
  }

  /// The widths after the line after column `index` was dragged by `distance` (towards the
  /// trailing edge when positive), from the columns' `widths` when the drag began, in a table
  /// with `room` for its columns.
  static func dragged(
    _ index: Int, by distance: CGFloat, from widths: [CGFloat], declared: [TableColumnWidth], room: CGFloat
  ) -> TableColumnResizing {
    guard widths.count == declared.count, declared.indices.contains(index), distance.isFinite else {
      return TableColumnResizing(widths: widths.map { $0 })
    }
    let limits = declared[index]
    var lowest = minimumWidth
    if let low = limits.min, low.isFinite { lowest = max(lowest, low) }
    // The columns after it keep at least their fixed or ideal widths, or the minimum.
    let after = declared[(index + 1)...].reduce(0) { sum, width in
      sum + (fixedOrIdeal(width) ?? max(minimumWidth, width.min.flatMap { $0.isFinite ? $0 : nil } ?? 0))
    }
    let before = widths[..<index].reduce(0, +)
    var highest = room - before - after
    if let high = limits.max, high.isFinite { highest = min(highest, high) }
    var result: [CGFloat?] = widths.map { $0 }
    result[index] = max(lowest, min(widths[index] + distance, max(lowest, highest)))
    for later in (index + 1)..<widths.count { result[later] = nil }
    return TableColumnResizing(widths: result)
  }

  private static func fixedOrIdeal(_ width: TableColumnWidth) -> CGFloat? {
    if let fixed = width.fixed, fixed.isFinite { return max(0, fixed) }
    if let ideal = width.ideal, ideal.isFinite { return max(0, ideal) }
    return nil
  }
}
