/// Which columns of a `NavigationSplitView` are shown.
///
/// On a desktop `.automatic` shows every column, as macOS does in a window wide enough for them.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  enum Kind: String, Codable, Sendable {
    case automatic, all, doubleColumn, detailOnly
  }

  let kind: Kind

  /// Every column: sidebar, content (in a three-column view) and detail.
  public static var all: NavigationSplitViewVisibility { Self(kind: .all) }
  /// The two trailing columns: sidebar and detail in a two-column view, content and detail in a
  /// three-column one.
  public static var doubleColumn: NavigationSplitViewVisibility { Self(kind: .doubleColumn) }
  /// The detail column alone.
  public static var detailOnly: NavigationSplitViewVisibility { Self(kind: .detailOnly) }
  /// What suits the platform: every column, on a desktop.
  public static var automatic: NavigationSplitViewVisibility { Self(kind: .automatic) }
}
