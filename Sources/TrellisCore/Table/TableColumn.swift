import Foundation

/// A column of a ``Table``: a title, the view each row shows in it and, for sortable tables, the
/// comparator a click on its header puts first in the table's sort order.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Age") { person in Text("\(person.age)") }
///     .width(60)
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View> {
  let label: Text
  let content: (RowValue) -> Content
  let comparator: Sort?
  var width = TableColumnWidth()

  /// A column with exactly `width` points, or a flexible one sharing the table's free width when
  /// `width` is nil.
  public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
    var copy = self
    copy.width = TableColumnWidth(fixed: width)
    return copy
  }

  /// A column whose width stays between `min` and `max`; with an `ideal` width it takes that
  /// width (columns cannot be resized by dragging yet), without one it shares the free width.
  public func width(
    min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil
  ) -> TableColumn<RowValue, Sort, Content, Label> {
    var copy = self
    copy.width = TableColumnWidth(min: min, ideal: ideal, max: max)
    return copy
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// An unsortable column showing the view `content` makes for each row.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content, comparator: nil)
  }

  /// An unsortable column titled with a string shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content, comparator: nil)
  }

  /// An unsortable column showing a string property of each row.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) }, comparator: nil)
  }

  /// An unsortable column titled with a string shown as is, showing a string property.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) }, comparator: nil)
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A sortable column showing a string property of each row, sorted with `comparator`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(
      label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) },
      comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator))
  }

  /// A sortable column titled with a string shown as is, showing a string property of each row.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(
      label: Text(title), content: { Text(verbatim: $0[keyPath: value]) },
      comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator))
  }

  /// A sortable column of string values that shows the view `content` makes for each row.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), content: content,
      comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator))
  }

  /// A sortable column of comparable values that shows the view `content` makes for each row.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), content: content, comparator: KeyPathComparator(sendableKeyPath(value)))
  }

  /// A sortable column of values that `comparator` orders, showing the view `content` makes.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where C.Compared == V {
    self.init(
      label: Text(titleKey), content: content,
      comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator))
  }
}

/// How wide a column wants to be.
struct TableColumnWidth: Equatable {
  var fixed: CGFloat?
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?
}

extension TableColumn: TableColumnContent {
  /// The type of the table's rows.
  public typealias TableRowValue = RowValue
  /// The comparator the column sorts with.
  public typealias TableColumnSortComparator = Sort

  /// The column, described for the table.
  public var _tableColumns: [_TableColumnRecord<RowValue, Sort>] {
    let content = self.content
    return [
      _TableColumnRecord(
        label: label, cell: { AnyView(content($0)) }, comparator: comparator,
        width: width)
    ]
  }
}
