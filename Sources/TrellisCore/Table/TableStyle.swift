/// How a `Table` looks: inset rows with rounded selection bands (the default), or bordered, with
/// a frame and lines between the columns.
public protocol TableStyle: Sendable {
  /// Implementation detail: the built-in look this style selects.
  var _look: TableLook { get }
}

/// Implementation detail: what a table style chooses.
public struct TableLook: Hashable, Sendable {
  /// Whether the table has a frame and lines between its columns.
  public var isBordered: Bool
  /// Whether the style asks for alternating row backgrounds; nil to leave it to
  /// `alternatingRowBackgrounds(_:)` (on by default).
  public var alternatesRows: Bool?
}

/// The default look: the inset style.
public struct AutomaticTableStyle: TableStyle {
  /// The automatic style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _look: TableLook { TableLook(isBordered: false, alternatesRows: nil) }
}

/// Rows inset from the table's edges, with rounded selection bands.
public struct InsetTableStyle: TableStyle {
  let alternatesRows: Bool?
  /// The inset style.
  public init() { alternatesRows = nil }
  /// The inset style, with or without alternating row backgrounds.
  public init(alternatesRowBackgrounds: Bool) { alternatesRows = alternatesRowBackgrounds }
  /// Implementation detail: the built-in look.
  public var _look: TableLook { TableLook(isBordered: false, alternatesRows: alternatesRows) }
}

/// A frame around the table and lines between its columns.
public struct BorderedTableStyle: TableStyle {
  let alternatesRows: Bool?
  /// The bordered style.
  public init() { alternatesRows = nil }
  /// The bordered style, with or without alternating row backgrounds.
  public init(alternatesRowBackgrounds: Bool) { alternatesRows = alternatesRowBackgrounds }
  /// Implementation detail: the built-in look.
  public var _look: TableLook { TableLook(isBordered: true, alternatesRows: alternatesRows) }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The default look: inset rows.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the table's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
  /// Inset rows, with or without alternating row backgrounds.
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
    InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

extension TableStyle where Self == BorderedTableStyle {
  /// A frame and lines between the columns.
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }
  /// A frame and column lines, with or without alternating row backgrounds.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
    BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

/// Whether the rows of tables and lists alternate their backgrounds.
public enum AlternatingRowBackgroundBehavior: Hashable, Sendable {
  /// As the style chooses: tables alternate, lists do not.
  case automatic
  /// Every other row is tinted.
  case enabled
  /// Every row is plain.
  case disabled
}

struct TableLookKey: EnvironmentKey {
  static let defaultValue = TableLook(isBordered: false, alternatesRows: nil)
}

struct AlternatingRowBackgroundsKey: EnvironmentKey {
  static let defaultValue = AlternatingRowBackgroundBehavior.automatic
}

struct TableColumnHeadersKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  var tableLook: TableLook {
    get { self[TableLookKey.self] }
    set { self[TableLookKey.self] = newValue }
  }

  var alternatingRowBackgrounds: AlternatingRowBackgroundBehavior {
    get { self[AlternatingRowBackgroundsKey.self] }
    set { self[AlternatingRowBackgroundsKey.self] = newValue }
  }

  var tableColumnHeaders: Visibility {
    get { self[TableColumnHeadersKey.self] }
    set { self[TableColumnHeadersKey.self] = newValue }
  }

  /// Whether a table here tints every other row: a modifier's choice wins over the style's.
  var tableAlternatesRows: Bool {
    switch alternatingRowBackgrounds {
    case .enabled: true
    case .disabled: false
    case .automatic: tableLook.alternatesRows ?? true
    }
  }
}

extension View {
  /// Sets the look of tables in this view.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    environment(\.tableLook, style._look)
  }

  /// Turns the alternating row backgrounds of tables in this view on or off.
  public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View
  {
    environment(\.alternatingRowBackgrounds, behavior)
  }

  /// Shows or hides the column headers of tables in this view.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }
}
