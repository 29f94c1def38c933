/// The rows of a ``Table``.
public protocol TableRowContent<TableRowValue> {
  /// The type of the values the rows show.
  associatedtype TableRowValue: Identifiable
  /// The rows' values, in order; used by Trellis itself.
  var _tableRowValues: [TableRowValue] { get }
}

/// The rows a table makes from a collection: one per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  /// The type of the values the rows show.
  public typealias TableRowValue = Data.Element
  let data: Data

  /// The rows' values, in order.
  public var _tableRowValues: [Data.Element] { Array(data) }
}
