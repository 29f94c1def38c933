/// Two or three columns side by side, as in a Mail-like desktop app: a sidebar, an optional
/// middle (content) column and a detail column that takes the room left.
///
/// Each column has a bar for its `navigationTitle` and toolbar; the sidebar's bar holds a button
/// that hides and shows the sidebar. Dragging the line after the sidebar (or the middle column)
/// resizes it. A `NavigationLink(value:)` in a leading column selects its value in the list
/// around it and shows the view its `navigationDestination(for:)` registers in the detail column.
///
/// ```swift
/// NavigationSplitView {
///     List(mailboxes, selection: $mailbox) { Text($0.name) }
/// } detail: {
///     if let mailbox { MailboxView(mailbox: mailbox) } else { Text("No Selection") }
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  @State private var ownVisibility = NavigationSplitViewVisibility.automatic

  /// The columns.
  public var body: some View {
    let visibility = columnVisibility ?? $ownVisibility
    NavigationSplitViewContent(sidebar: sidebar, content: content, detail: detail, visibility: visibility)
      // For `SidebarCommands`, which toggle the key window's sidebar.
      .focusedSceneValue(
        \.splitViewSidebar, NavigationSplitSidebarControl(visibility: visibility, hasMiddle: content != nil))
  }

  /// A three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view whose shown columns follow `columnVisibility`; its sidebar button
  /// writes through it.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
  }

  init(
    columnVisibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content?,
    detail: Detail
  ) {
    self.columnVisibility = columnVisibility
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view: a sidebar and a detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(columnVisibility: nil, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view whose sidebar shows when `columnVisibility` is `.all`,
  /// `.doubleColumn` or `.automatic`; its sidebar button writes through it.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
  }
}

/// What a `NavigationSplitView` hands its node.
struct NavigationSplitViewContent<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let visibility: Binding<NavigationSplitViewVisibility>

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = NavigationSplitNode(parent: parent)
    _updateNode(node, with: view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: NavigationSplitNode.self).update(
      sidebar: view.sidebar, content: view.content, detail: view.detail, visibility: view.visibility)
  }
}
