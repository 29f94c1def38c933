/// How far apart a list's or form's sections are, which `.listSectionSpacing(_:)` sets.
///
/// ```swift
/// Form { ... }.listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case standard, compact
    case custom(CGFloat)
  }

  let kind: Kind

  /// The container's own spacing: 18 points between a form's sections, none between a list's.
  public static let `default` = ListSectionSpacing(kind: .standard)
  /// Less space than the default: 10 points between a form's sections; a list's sections have
  /// none to take away.
  public static let compact = ListSectionSpacing(kind: .compact)

  /// Exactly `spacing` points between sections (NaN, infinite and negative lengths are zero).
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(kind: .custom(spacing.isFinite ? max(0, spacing) : 0))
  }

  /// The points after a section in a container of `style`.
  func length(in style: RowGroupStyle) -> CGFloat {
    switch kind {
    case .standard: style == .form ? RowsNode.blockGap : 0
    case .compact: style == .form ? 10 : 0
    case .custom(let spacing): spacing
    }
  }
}

struct ListSectionSpacingKey: EnvironmentKey {
  static let defaultValue = ListSectionSpacing.default
}

/// The space a section asks for after it, read by the rows around it.
struct SectionSpacingKey: LayoutValueKey {
  static let defaultValue = ListSectionSpacing.default
}

struct ListRowSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
  var listSectionSpacing: ListSectionSpacing {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
}

extension View {
  /// Sets the space between the sections of this list or form, or, on a `Section`, after that
  /// section.
  ///
  /// ```swift
  /// List {
  ///     Section("Today") { ... }
  ///     Section("Earlier") { ... }
  /// }
  /// .listSectionSpacing(.custom(24))
  /// ```
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing)
  }

  /// Sets the space between the sections of this list or form in points; see
  /// ``listSectionSpacing(_:)-(ListSectionSpacing)``.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacing, .custom(spacing))
  }

  /// Puts `spacing` points between the rows of this list or form (nil: the container's own, no
  /// space). A list's separators lie in the middle of the space; in a form each row gets a
  /// rounded box of its own, as iOS draws an inset-grouped list with row spacing.
  ///
  /// ```swift
  /// List(tasks) { task in TaskRow(task) }.listRowSpacing(6)
  /// ```
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing.map { $0.isFinite ? max(0, $0) : 0 })
  }
}
