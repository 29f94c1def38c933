/// One column of a split view. Its views find the column in their environment, to set its
/// width and to show values in the detail column; it draws the sidebar's background under them.
final class NavigationSplitColumnNode: LayoutNode {
  let scope: NavigationSplitColumnScope

  init(parent: _Node, split: NavigationSplitNode, column: NavigationSplitViewColumn) {
    scope = NavigationSplitColumnScope(split: split, column: column)
    super.init(parent: parent)
  }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.navigationSplitColumn = scope
    return values
  }

  override func draw(into list: inout DisplayListBuilder) {
    if scope.column == .sidebar {
      list.append(.fill(Path(frame), .color(ControlPalette(environment).sidebarBackground), eoFill: false))
    }
    super.draw(into: &list)
  }

  override var typeName: String {
    switch scope.column.kind {
    case .sidebar: "NavigationSplitSidebar"
    case .content: "NavigationSplitContent"
    case .detail: "NavigationSplitDetail"
    }
  }
}

extension ControlPalette {
  /// A split view's sidebar: a shade darker than the window in light appearance, lighter in
  /// dark, as macOS's sidebars stand apart from their window.
  var sidebarBackground: Color.Resolved {
    resolve(isDark ? Color(red: 0.16, green: 0.16, blue: 0.17) : Color(red: 0.925, green: 0.925, blue: 0.935))
  }
}

/// The sidebar's background, for views drawn over it that would otherwise hide it.
struct NavigationSplitSidebarStyle: ShapeStyle {
  func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    .color(ControlPalette(environment).sidebarBackground)
  }
}
