/// Where a `.searchable` modifier puts its search field.
///
/// On the desktop the field goes in the toolbar: at the trailing end of the navigation bar,
/// or at the top of a split view's sidebar for `.sidebar`.
public struct SearchFieldPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer }

  let kind: Kind

  /// Where the platform puts it: the trailing end of the navigation bar (of the detail column
  /// in a split view).
  public static let automatic = SearchFieldPlacement(kind: .automatic)
  /// In the toolbar: the trailing end of the navigation bar.
  public static let toolbar = SearchFieldPlacement(kind: .toolbar)
  /// At the top of a split view's sidebar column; in the bar where there is no sidebar.
  public static let sidebar = SearchFieldPlacement(kind: .sidebar)
  /// Under the navigation bar on iOS; a desktop window has no drawer, so in the bar.
  public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)

  /// Under the navigation bar on iOS, always shown or not; in the bar on the desktop.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
  {
    .navigationBarDrawer
  }

  /// Whether the field wants the top of the sidebar column.
  var isSidebar: Bool { kind == .sidebar }
}

/// Whether a search field in a navigation bar drawer stays shown as the content scrolls (iOS);
/// accepted so that such code compiles.
public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
  let always: Bool

  /// Shown or hidden as the platform sees fit.
  public static let automatic = NavigationBarDrawerDisplayMode(always: false)
  /// Always shown.
  public static let always = NavigationBarDrawerDisplayMode(always: true)
}
