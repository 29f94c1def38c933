/// What the views of one column of a split view find in their environment: the split view, to
/// set the column's width and show values in the detail column, and which column they are in.
/// Weak, as the environment of every node below holds it.
@MainActor
final class NavigationSplitColumnScope {
  weak var split: NavigationSplitNode?
  let column: NavigationSplitViewColumn
  /// The stack the split view wraps the column in: the first stack made in the column.
  weak var stack: NavigationStackNode?
  /// A `NavigationStack` the detail column's view holds, which brings its own bar; weak, so that
  /// the column's bar comes back when that stack goes.
  weak var nestedStack: NavigationStackNode?

  /// Whether the column's own bar gives way to that of the stack its view holds.
  var hidesColumnBar: Bool { nestedStack?.isAlive == true }

  init(split: NavigationSplitNode, column: NavigationSplitViewColumn) {
    self.split = split
    self.column = column
  }

  /// Whether values pushed in this column go to the detail column rather than onto its stack,
  /// as links in a sidebar (or in the middle column) do in SwiftUI.
  var routesPushes: Bool { column != .detail }
}

struct NavigationSplitColumnKey: EnvironmentKey {
  static let defaultValue: NavigationSplitColumnScope? = nil
}

struct NavigationSplitBarInsetKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  /// The split view column around this view, if any.
  var navigationSplitColumn: NavigationSplitColumnScope? {
    get { self[NavigationSplitColumnKey.self] }
    set { self[NavigationSplitColumnKey.self] = newValue }
  }

  /// Room a navigation bar leaves on its leading side, for the split view's sidebar button.
  var navigationSplitBarInset: CGFloat {
    get { self[NavigationSplitBarInsetKey.self] }
    set { self[NavigationSplitBarInsetKey.self] = newValue }
  }
}
