/// How a `List` looks. Trellis draws every list in one desktop style (padded rows with
/// separators, selection in the accent color); the styles are accepted so that SwiftUI code
/// compiles, and change nothing yet.
@MainActor @preconcurrency
public protocol ListStyle {}

/// The list style of the platform.
public struct DefaultListStyle: ListStyle {
  /// The default style.
  public init() {}
}

/// A list without insets or grouping.
public struct PlainListStyle: ListStyle {
  /// The plain style.
  public init() {}
}

/// A list inset from its container's edges.
public struct InsetListStyle: ListStyle {
  /// The inset style.
  public init() {}
}

/// A list whose sections are grouped.
public struct GroupedListStyle: ListStyle {
  /// The grouped style.
  public init() {}
}

/// A list whose sections are grouped and inset.
public struct InsetGroupedListStyle: ListStyle {
  /// The inset grouped style.
  public init() {}
}

/// A list in an app's sidebar.
public struct SidebarListStyle: ListStyle {
  /// The sidebar style.
  public init() {}
}

/// A list with a border around it (macOS).
public struct BorderedListStyle: ListStyle {
  /// The bordered style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The list style of the platform.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// A list without insets or grouping.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// A list inset from its container's edges.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// A list whose sections are grouped.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// A list whose sections are grouped and inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A list in an app's sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
  /// A list with a border around it.
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}

extension View {
  /// Sets the style of the lists inside: accepted, and the same one desktop style for all in
  /// Trellis yet.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}
