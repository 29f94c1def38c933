/// How a `NavigationSplitView` arranges its columns.
///
/// On a desktop every style lays the columns out side by side the same way, as macOS does: the
/// styles differ only where a narrow screen overlays the sidebar on the detail. Trellis lays the
/// built-in styles out itself and does not call `makeBody`; custom styles compile but change
/// nothing yet.
public protocol NavigationSplitViewStyle {
  /// The view a style makes of a split view.
  associatedtype Body: View
  /// The properties of a split view a style arranges.
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// Makes the split view's appearance from its configuration.
  @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The split view a style arranges.
public struct NavigationSplitViewStyleConfiguration {}

/// The platform's style: columns side by side.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The automatic style.
  public init() {}
  /// Not called: Trellis lays the columns out itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Keeps the leading columns' widths when showing them, shrinking the detail.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  public init() {}
  /// Not called: Trellis lays the columns out itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Keeps the detail's size, overlaying leading columns on narrow screens; side by side on a
/// desktop.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent-detail style.
  public init() {}
  /// Not called: Trellis lays the columns out itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's style: columns side by side.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Shrinks the detail to show the leading columns.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// Keeps the detail's size where the platform can.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style of the split views inside. Accepted for compatibility: on a desktop the
  /// columns of every style sit side by side, laid out the same.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }
}
