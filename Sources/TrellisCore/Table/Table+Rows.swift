extension Table {
  /// A table whose rows a rows builder lists (`TableRow`s and `ForEach`es of them).
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: nil, sortState: nil)
  }

  /// A table of built rows whose clicked row becomes the selection.
  @MainActor public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .single(selection), sortState: nil)
  }

  /// A table of built rows that can be selected together.
  @MainActor public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sortState: nil)
  }

  /// A sortable table of built rows.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(sorted: rows(), columns: columns(), selection: nil, sortOrder: sortOrder)
  }

  /// A sortable table of built rows whose clicked row becomes the selection.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(sorted: rows(), columns: columns(), selection: .single(selection), sortOrder: sortOrder)
  }

  /// A sortable table of built rows that can be selected together.
  @MainActor public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(sorted: rows(), columns: columns(), selection: .multiple(selection), sortOrder: sortOrder)
  }

  /// A table of built rows, its value type inferred from the columns and rows.
  public init(
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: nil, sortState: nil)
  }

  /// A table of built rows whose clicked row becomes the selection.
  @MainActor public init(
    selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .single(selection), sortState: nil)
  }

  /// A table of built rows that can be selected together.
  @MainActor public init(
    selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sortState: nil)
  }

  /// A sortable table of built rows.
  @MainActor public init<Sort: SortComparator>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(sorted: rows(), columns: columns(), selection: nil, sortOrder: sortOrder)
  }

  /// A sortable table of built rows whose clicked row becomes the selection.
  @MainActor public init<Sort: SortComparator>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(sorted: rows(), columns: columns(), selection: .single(selection), sortOrder: sortOrder)
  }

  /// A sortable table of built rows that can be selected together.
  @MainActor public init<Sort: SortComparator>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(sorted: rows(), columns: columns(), selection: .multiple(selection), sortOrder: sortOrder)
  }

  @MainActor init<Sort: SortComparator>(
    sorted rows: Rows, columns: Columns, selection: TableSelection?, sortOrder: Binding<[Sort]>
  ) where Columns.TableColumnSortComparator == Sort {
    self.init(
      rows: rows, columns: columns, selection: selection,
      sortState: .make(sortOrder, comparators: columns._tableColumns.map(\.comparator)))
  }
}

// In a file of its own from `TableRow`, so that the row's members do not take the view's main
// actor isolation: rows are made and read anywhere.
extension TableRow: View {
  /// Nothing: a row is shown by its table.
  public var body: some View { EmptyView() }
}
