/// A button that opens a menu of actions, as SwiftUI's `Menu` does.
///
/// The content lists the items: `Button`s (choosing one runs its action and closes the menu),
/// `Divider`s, and nested `Menu`s, which open as submenus beside their row. Other views show as
/// rows that cannot be chosen. Escape, or a click outside, closes the menu.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate", action: duplicate)
///     Button("Rename…", action: rename)
///     Divider()
///     Menu("Copy as") {
///         Button("Text", action: copyText)
///     }
/// }
/// ```
/// With a `primaryAction`, clicking the button runs it and the chevron opens the menu.
public struct Menu<Label: View, Content: View> {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// A menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.primaryAction = nil
  }

  /// A menu with a custom label whose button runs `primaryAction`; the chevron opens the menu.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == Text {
  /// A menu with a text label.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu with a text label whose button runs `primaryAction`; the chevron opens the menu.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == TrellisCore.Label<Text, Image> {
  /// A menu labeled with a title and a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { TrellisCore.Label(title, systemImage: systemImage) }
  }
}

extension Menu: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = MenuNode(parent: parent)
    node.update(label: AnyView(view.label), items: AnyView(view.content), primaryAction: view.primaryAction)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: MenuNode.self).update(
      label: AnyView(view.label), items: AnyView(view.content), primaryAction: view.primaryAction)
  }
}
