public import TrellisCore

/// A menu of its own in the app's menu bar, after the View menu and before Window, as on macOS.
///
/// Each window draws the bar across its top (X11 has no global one); the buttons'
/// `.keyboardShortcut`s work in every window of the app.
public struct CommandMenu<Content: View>: Commands {
  let name: Text
  let content: Content

  /// A menu named `nameKey` holding `content`'s buttons, toggles and dividers.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(nameKey), content: content)
  }

  /// A menu named `name`.
  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  /// A menu named with a string shown as it is.
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.init(Text(name), content: content)
  }

  public var body: Never { fatalError("CommandMenu has no body") }

  public func _commandContents() -> [CommandContent] {
    [
      CommandContent(
        placement: .menu(name: name), items: AnyView(content), isEmpty: Content.self == EmptyView.self)
    ]
  }
}
