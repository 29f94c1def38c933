/// The bar at the top of a navigation stack: a back button on the leading side when something is
/// pushed, the top level's title in bold in the middle (its subtitle under it), its toolbar items on the trailing side
/// (cancellation items leading), and a hairline under it all.
struct NavigationBar: View {
  /// The bar's height.
  static let height: CGFloat = 40

  let title: Text?
  /// The line under the title (`.navigationSubtitle`), if any.
  var subtitle: Text?
  /// The items the title opens in a menu (`.toolbarTitleMenu`); nil when it opens none.
  var titleMenu: AnyView?
  /// The back button's label (the title of the level below); nil when there is none to show.
  let backTitle: Text?
  let items: [ToolbarEntry]
  /// What `dismiss` does in the toolbar items: pop the top level, as in the view that declared
  /// them; nil at the root, where it does what it does around the stack.
  let dismiss: DismissAction?
  let back: () -> Void
  /// What `.toolbarBackground` and `.toolbarColorScheme` set for the level.
  var appearance = NavigationBarAppearance()
  @Environment(\.dismiss) private var dismissAroundStack
  /// Room for a split view's sidebar button.
  @Environment(\.navigationSplitBarInset) private var leadingInset
  /// A split view's sidebar runs up through its bar, with no line under it, as on macOS.
  @Environment(\.navigationSplitColumn) private var splitColumn

  var body: some View {
    let leading = items.filter { $0.placement.isLeading }
    // A search field ends the bar, as on macOS.
    let trailing =
      items.filter { !$0.placement.isLeading && $0.placement != .search }
      + items.filter { $0.placement == .search }
    NavigationBarLayout {
      HStack(spacing: 8) {
        if let backTitle { NavigationBackButton(title: backTitle, action: back) }
        ForEach(leading) { $0.view }
      }
      VStack(spacing: 0) {
        Group {
          if let titleMenu {
            // Only the title is in the headline font: the menu's items keep the menu's own.
            Menu {
              titleMenu
            } label: {
              Group { title ?? Text(verbatim: "") }.font(.headline)
            }
            .menuStyle(.borderlessButton)
          } else {
            Group { title ?? Text(verbatim: "") }.font(.headline)
          }
        }
        .accessibilityIdentifier("navigation-title")
        if let subtitle {
          subtitle.font(.caption).foregroundStyle(.secondary)
            .accessibilityIdentifier("navigation-subtitle")
        }
      }
      .lineLimit(1)
      HStack(spacing: 8) {
        ForEach(trailing) { $0.view }
      }
    }
    .environment(\.dismiss, dismiss ?? dismissAroundStack)
    .environment(\.isInToolbar, true)
    .padding(.horizontal, 8)
    .padding(.leading, leadingInset)
    .frame(maxWidth: .infinity, minHeight: Self.height)
    .background(background)
    .overlay(alignment: .bottom) {
      if !isInSidebar && appearance.backgroundVisibility != .hidden { Color.separator.frame(height: 1) }
    }
    .modifier(OptionalColorScheme(scheme: appearance.colorScheme))
  }

  private var background: AnyShapeStyle {
    if appearance.backgroundVisibility == .hidden { return AnyShapeStyle(Color.clear) }
    if let style = appearance.background { return style }
    return isInSidebar
      ? AnyShapeStyle(NavigationSplitSidebarStyle()) : AnyShapeStyle(Color.windowBackgroundColor)
  }

  private var isInSidebar: Bool { splitColumn?.column == .sidebar }
}

/// Sets the color scheme of the bar's content when the level asks for one.
private struct OptionalColorScheme: ViewModifier {
  let scheme: ColorScheme?

  func body(content: Content) -> some View {
    if let scheme { content.environment(\.colorScheme, scheme) } else { content }
  }
}
