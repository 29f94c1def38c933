import Foundation

/// Columns of a ``Table``: a ``TableColumn`` or what a ``TableColumnBuilder`` combines.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of the table's rows.
  associatedtype TableRowValue: Identifiable
  /// The comparator the columns sort with (`Never` for unsortable columns).
  associatedtype TableColumnSortComparator: SortComparator
  /// The columns, described for the table; used by Trellis itself.
  var _tableColumns: [_TableColumnRecord<TableRowValue, TableColumnSortComparator>] { get }
}

/// One column as the table lays it out: its title, cells, comparator and width.
public struct _TableColumnRecord<RowValue, Sort> {
  let label: Text
  let cell: (RowValue) -> AnyView
  let comparator: Sort?
  let width: TableColumnWidth

  /// The same column in a table sorting with another comparator type: it does not sort.
  func unsortable<Other>() -> _TableColumnRecord<RowValue, Other> {
    _TableColumnRecord<RowValue, Other>(label: label, cell: cell, comparator: nil, width: width)
  }
}

/// Columns combined by a ``TableColumnBuilder``, in order.
public struct _TableColumnList<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
  /// The columns, described for the table.
  public let _tableColumns: [_TableColumnRecord<RowValue, Sort>]
}

/// Builds a table's columns from ``TableColumn``s, `if`, `if`/`else` and loops.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// A column that sorts with the table's comparator type.
  public static func buildExpression<Column: TableColumnContent>(
    _ column: Column
  ) -> _TableColumnList<RowValue, Sort>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
    _TableColumnList(_tableColumns: column._tableColumns)
  }

  /// An unsortable column in a sortable table.
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(
    _ column: Column
  ) -> _TableColumnList<RowValue, Sort>
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
    _TableColumnList(_tableColumns: column._tableColumns.map { $0.unsortable() })
  }

  /// The columns in order.
  public static func buildBlock(_ parts: _TableColumnList<RowValue, Sort>...) -> _TableColumnList<
    RowValue, Sort
  > {
    _TableColumnList(_tableColumns: parts.flatMap(\._tableColumns))
  }

  /// Columns shown only when a condition holds.
  public static func buildOptional(_ part: _TableColumnList<RowValue, Sort>?) -> _TableColumnList<
    RowValue, Sort
  > {
    part ?? _TableColumnList(_tableColumns: [])
  }

  /// The columns of an `if` branch.
  public static func buildEither(first: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort>
  {
    first
  }

  /// The columns of an `else` branch.
  public static func buildEither(second: _TableColumnList<RowValue, Sort>) -> _TableColumnList<RowValue, Sort>
  {
    second
  }

  /// The columns of a `for` loop.
  public static func buildArray(_ parts: [_TableColumnList<RowValue, Sort>]) -> _TableColumnList<
    RowValue, Sort
  > {
    _TableColumnList(_tableColumns: parts.flatMap(\._tableColumns))
  }

  /// Columns behind an availability check.
  public static func buildLimitedAvailability(
    _ part: _TableColumnList<RowValue, Sort>
  ) -> _TableColumnList<RowValue, Sort> {
    part
  }
}
