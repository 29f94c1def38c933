/// A bar that toolbar modifiers (`.toolbarBackground`, `.toolbarColorScheme`, `.toolbar(_:for:)`)
/// act on. Trellis windows have one: the navigation bar at the top of a navigation stack, which
/// `.automatic`, `.navigationBar` and `.windowToolbar` name. The others name bars Trellis does not
/// draw (a tab view's tabs sit in its own strip), and modifiers for them do nothing.
public struct ToolbarPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, navigationBar, windowToolbar, tabBar, bottomBar
  }

  let kind: Kind

  /// The bar the platform picks: the navigation bar.
  public static let automatic = ToolbarPlacement(kind: .automatic)
  /// The navigation bar at the top of a navigation stack.
  public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
  /// The window's toolbar: the navigation bar.
  public static let windowToolbar = ToolbarPlacement(kind: .windowToolbar)
  /// A tab bar, which Trellis does not draw as a toolbar.
  public static let tabBar = ToolbarPlacement(kind: .tabBar)
  /// A bottom bar, which Trellis does not draw.
  public static let bottomBar = ToolbarPlacement(kind: .bottomBar)

  /// Whether this names the navigation bar.
  var isNavigationBar: Bool { kind == .automatic || kind == .navigationBar || kind == .windowToolbar }
}

extension View {
  /// Fills the navigation bar behind this level's title and items with `style`.
  ///
  /// ```swift
  /// List(items) { ... }
  ///     .navigationTitle("Inbox")
  ///     .toolbarBackground(Color.indigo.opacity(0.15), for: .navigationBar)
  /// ```
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    navigationBarPart(.background(AnyShapeStyle(style)), for: bars)
  }

  /// Shows (`.visible`) or hides (`.hidden`, with its hairline) the navigation bar's background
  /// for this level.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    navigationBarPart(.backgroundVisibility(visibility), for: bars)
  }

  /// Draws the navigation bar's title and items in `colorScheme` for this level (nil: the
  /// window's), for a dark bar background in a light window.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    navigationBarPart(.colorScheme(colorScheme), for: bars)
  }

  /// Hides (`.hidden`) or shows the navigation bar while this level is on top.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    navigationBarPart(.visibility(visibility), for: bars)
  }

  private func navigationBarPart(_ part: NavigationBarAppearance.Part, for bars: [ToolbarPlacement])
    -> some View
  {
    let applies = bars.isEmpty || bars.contains { $0.isNavigationBar }
    return modifier(NavigationChromeModifier(setting: applies ? .bar(part) : nil))
  }
}
