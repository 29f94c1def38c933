/// A view that switches between child views with a row of tabs, as SwiftUI's `TabView` does.
///
/// Each child names its tab with `.tabItem { … }` and, to be selected through a binding, gives
/// its value with `.tag(_:)`. Without a binding the first tab shows and clicking a tab switches.
/// Every tab keeps its state while another is shown; only the shown tab is laid out and drawn.
///
/// The tabs sit in a segmented row at the top, centered, as on macOS and desktop Linux toolkits:
/// Trellis apps are desktop windows, where a bottom tab bar would read as a status bar. With
/// `.tabViewStyle(.page)` the tabs are pages filling the view instead, with a row of dots.
///
/// ```swift
/// TabView(selection: $tab) {
///     InboxView()
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .tag(Tab.inbox)
///     SettingsView()
///         .tabItem { Text("Settings") }
///         .tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// A tab view whose shown tab is the one tagged with `selection`'s value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps which tab is shown itself, starting with the first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = TabViewNode(parent: parent)
    node.update(selection: view.selection.map { BoundSelection(binding: $0) }, content: AnyView(view.content))
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: TabViewNode.self).update(
      selection: view.selection.map { BoundSelection(binding: $0) }, content: AnyView(view.content))
  }
}
