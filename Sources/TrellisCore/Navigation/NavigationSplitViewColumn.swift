/// A column of a `NavigationSplitView`: its sidebar, its content (the middle one of three) or its
/// detail.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case sidebar, content, detail
  }

  let kind: Kind

  /// The leading column.
  public static var sidebar: NavigationSplitViewColumn { Self(kind: .sidebar) }
  /// The middle column of a three-column split view.
  public static var content: NavigationSplitViewColumn { Self(kind: .content) }
  /// The trailing column, which takes the room the others leave.
  public static var detail: NavigationSplitViewColumn { Self(kind: .detail) }
}
