import Foundation

/// Rows of data in columns under a header, as on macOS: alternating row backgrounds, clicks and
/// arrow keys select rows, clicking a sortable column's title changes the sort order, by which
/// the app sorts its data itself, and dragging the line after a column's title resizes it.
///
/// ```swift
/// Table(people, selection: $selected, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("City", value: \.city).width(120)
/// }
/// .onChange(of: order) { people.sort(using: order) }
/// ```
public struct Table<Value, Rows, Columns>
where
  Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
  Columns.TableRowValue == Value
{
  let rows: Rows
  let columns: Columns
  let selection: TableSelection?
  let sortState: TableSortState?
  /// The widths the user dragged the columns to.
  @State private var resizing = TableColumnResizing()
  @Environment(\.tableColumnHeaders) private var headers
  @Environment(\.tableLook) private var look

  init(rows: Rows, columns: Columns, selection: TableSelection?, sortState: TableSortState?) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sortState = sortState
  }
}

extension Table {
  /// A table with a row per element of `data`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sortState: nil)
  }

  /// A table whose clicked row becomes the selection.
  @MainActor public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection), sortState: nil
    )
  }

  /// A table whose rows can be selected together: Ctrl-click adds or removes a row, Shift-click
  /// selects the rows up to it.
  @MainActor public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
      sortState: nil)
  }

  /// A sortable table: a click on a sortable column's title puts its comparator first in
  /// `sortOrder`, or reverses it when it is first already.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableColumnSortComparator == Sort {
    let columns = columns()
    self.init(
      rows: TableForEachContent(data: data), columns: columns, selection: nil,
      sortState: .make(sortOrder, comparators: columns._tableColumns.map(\.comparator)))
  }

  /// A sortable table whose clicked row becomes the selection.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableColumnSortComparator == Sort {
    let columns = columns()
    self.init(
      rows: TableForEachContent(data: data), columns: columns, selection: .single(selection),
      sortState: .make(sortOrder, comparators: columns._tableColumns.map(\.comparator)))
  }

  /// A sortable table whose rows can be selected together.
  @MainActor public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where Rows == TableForEachContent<Data>, Data.Element == Value, Columns.TableColumnSortComparator == Sort {
    let columns = columns()
    self.init(
      rows: TableForEachContent(data: data), columns: columns, selection: .multiple(selection),
      sortState: .make(sortOrder, comparators: columns._tableColumns.map(\.comparator)))
  }
}

extension Table: View {
  /// The view's content.
  public var body: some View {
    let records = columns._tableColumns
    let declaredWidths = records.map(\.width)
    let widths = resizing.applied(to: declaredWidths)
    let cells = records.map(\.cell)
    let values = rows._tableRowValues
    // A ZStack rather than `.background`, so that the wheel over the table finds the scroll view
    // before the background.
    ZStack {
      Rectangle().fill(ControlBackgroundStyle())
      VStack(spacing: 0) {
        if headers != .hidden {
          TableHeader(
            titles: records.map(\.label), widths: widths, declaredWidths: declaredWidths,
            sortState: sortState,
            resizing: $resizing)
        }
        ScrollView(.vertical) {
          TableRows(
            ids: values.map { AnyHashable($0.id) }, widths: widths, selection: selection,
            content: ForEach(values) { value in TableRowCells(value: value, cells: cells) })
        }
      }
      if look.isBordered { TableBorder() }
    }
  }
}

/// One row's cells, one view per column, which the table's rows node places in their columns.
struct TableRowCells<Value>: View {
  let value: Value
  let cells: [(Value) -> AnyView]

  var body: some View {
    // A stack holds each cell, so that a cell of several views is still one view to place.
    ForEach(cells.indices, id: \.self) { index in HStack(spacing: 4) { cells[index](value) } }
  }
}
