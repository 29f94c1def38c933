public import TrellisCore

/// Commands put before, after or instead of one of the standard groups of menu items.
///
/// The items show in the window's menu bar, in the menu of the group (the File menu for
/// `.newItem`, Edit for `.pasteboard`…); their `.keyboardShortcut`s work in every window of the
/// app. Replacing a standard group removes its items and shortcuts: replacing `.newItem` takes
/// Control-N from New Window, replacing `.appSettings` takes Control-Comma from Settings.
public struct CommandGroup<Content: View>: Commands {
  let placement: CommandContent.Placement
  let content: Content

  /// Adds `addition` before the standard items of `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = .before(group)
    content = addition()
  }

  /// Adds `addition` after the standard items of `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = .after(group)
    content = addition()
  }

  /// Puts `addition` in place of the standard items of `group`.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    placement = .replacing(group)
    content = addition()
  }

  public var body: Never { fatalError("CommandGroup has no body") }

  public func _commandContents() -> [CommandContent] {
    [CommandContent(placement: placement, items: AnyView(content), isEmpty: Content.self == EmptyView.self)]
  }
}
