/// How a `TabView` shows its tabs: the automatic style's row of tab buttons above the shown
/// tab, or the page style's full-size pages with a row of dots below.
@MainActor @preconcurrency
public protocol TabViewStyle {
  /// What the tab view draws for this style.
  var _kind: TabViewStyleKind { get }
}

/// Implementation detail: the layouts of `TabView` that the styles choose between.
public enum TabViewStyleKind: Equatable, Sendable {
  case tabBar
  case page(PageTabViewStyle.IndexDisplayMode)
}

/// The tab view style of the platform: in Trellis, a row of tab buttons centered above the
/// shown tab.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The automatic style.
  public init() {}
  /// Implementation detail.
  public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab bar that can turn into a sidebar on iPadOS and macOS; Trellis shows the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The sidebar-adaptable style.
  public init() {}
  /// Implementation detail.
  public var _kind: TabViewStyleKind { .tabBar }
}

/// Only a tab bar, never a sidebar: the tab bar of the automatic style.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The tab-bar-only style.
  public init() {}
  /// Implementation detail.
  public var _kind: TabViewStyleKind { .tabBar }
}

/// The tabs grouped in a segmented row above the content, as macOS shows them: the tab bar of
/// the automatic style.
public struct GroupedTabViewStyle: TabViewStyle {
  /// The grouped style.
  public init() {}
  /// Implementation detail.
  public var _kind: TabViewStyleKind { .tabBar }
}

/// Pages that fill the tab view, one shown at a time, with a row of dots at the bottom that
/// marks the shown one. Clicking a dot shows its page; with a dot focused, the left and right
/// arrows step through the pages.
public struct PageTabViewStyle: TabViewStyle {
  /// When the row of dots shows.
  public enum IndexDisplayMode: Equatable, Sendable {
    /// When there is more than one page.
    case automatic
    /// Always, even for a single page.
    case always
    /// Never.
    case never
  }

  let indexDisplayMode: IndexDisplayMode

  /// The page style, its dots shown as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  /// Implementation detail.
  public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The tab view style of the platform: a row of tab buttons above the shown tab.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that can turn into a sidebar elsewhere; Trellis shows the tab bar.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// Only a tab bar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
  /// The tabs in a segmented row above the content.
  public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Full-size pages with a row of dots at the bottom.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Full-size pages whose row of dots shows as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How the page dots of a `TabView` in the page style are drawn.
@MainActor @preconcurrency
public protocol IndexViewStyle {
  /// Implementation detail: whether the dots sit on a rounded background.
  var _showsBackground: Bool { get }
}

/// Page dots, with or without a rounded background behind them.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the background behind the dots shows.
  public enum BackgroundDisplayMode: Equatable, Sendable {
    /// As the platform does: in Trellis, never.
    case automatic
    /// Always.
    case always
    /// While the dots are used; Trellis shows it always.
    case interactive
    /// Never.
    case never
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Page dots with a background shown as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  /// Implementation detail.
  public var _showsBackground: Bool {
    backgroundDisplayMode == .always || backgroundDisplayMode == .interactive
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page dots without a background.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Page dots with a background shown as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

struct TabViewStyleKey: EnvironmentKey {
  static let defaultValue = TabViewStyleKind.tabBar
}

struct PageIndexBackgroundKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// How the tab views inside show their tabs.
  var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }

  /// Whether the page dots of tab views inside sit on a background.
  var pageIndexHasBackground: Bool {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }
}

extension View {
  /// Sets how the tab views inside show their tabs: `.automatic` (a row of tab buttons) or
  /// `.page` (full-size pages with dots).
  ///
  /// ```swift
  /// TabView {
  ///     ForEach(photos) { PhotoView(photo: $0) }
  /// }
  /// .tabViewStyle(.page)
  /// ```
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, style._kind)
  }

  /// Sets how the page dots of the tab views inside are drawn.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\.pageIndexHasBackground, style._showsBackground)
  }
}
