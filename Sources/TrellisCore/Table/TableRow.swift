/// One row of a table built with a rows builder: `Table(of:) { columns } rows: { TableRow(value) }`.
///
/// It is a view only so that `ForEach(values) { TableRow($0) }` can make several rows (Trellis's
/// `ForEach` makes views); shown anywhere but in a table's rows, it shows nothing.
public struct TableRow<Value: Identifiable>: TableRowContent {
  let value: Value

  /// The row showing `value`, whose id identifies it in the table's selection.
  public init(_ value: Value) { self.value = value }

  /// The row's value.
  public var _tableRowValues: [Value] { [value] }
}

extension ForEach: TableRowContent where Content: TableRowContent {
  /// The type of the values the rows show.
  public typealias TableRowValue = Content.TableRowValue

  /// The rows made for each element, in order.
  public var _tableRowValues: [Content.TableRowValue] { data.flatMap { content($0)._tableRowValues } }
}

/// Rows combined by a ``TableRowBuilder``, in order.
public struct _TableRowList<Value: Identifiable>: TableRowContent {
  /// The rows' values, in order.
  public let _tableRowValues: [Value]
}

/// Builds a table's rows from ``TableRow``s, `ForEach`es of them, `if`, `if`/`else` and loops.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  /// Rows of the table's value type.
  public static func buildExpression<Rows: TableRowContent>(_ rows: Rows) -> _TableRowList<Value>
  where Rows.TableRowValue == Value {
    _TableRowList(_tableRowValues: rows._tableRowValues)
  }

  /// The rows in order.
  public static func buildBlock(_ parts: _TableRowList<Value>...) -> _TableRowList<Value> {
    _TableRowList(_tableRowValues: parts.flatMap(\._tableRowValues))
  }

  /// Rows shown only when a condition holds.
  public static func buildOptional(_ part: _TableRowList<Value>?) -> _TableRowList<Value> {
    part ?? _TableRowList(_tableRowValues: [])
  }

  /// The rows of an `if` branch.
  public static func buildEither(first: _TableRowList<Value>) -> _TableRowList<Value> { first }

  /// The rows of an `else` branch.
  public static func buildEither(second: _TableRowList<Value>) -> _TableRowList<Value> { second }

  /// The rows of a `for` loop.
  public static func buildArray(_ parts: [_TableRowList<Value>]) -> _TableRowList<Value> {
    _TableRowList(_tableRowValues: parts.flatMap(\._tableRowValues))
  }

  /// Rows behind an availability check.
  public static func buildLimitedAvailability(_ part: _TableRowList<Value>) -> _TableRowList<Value> { part }
}
