public import TrellisCore

/// Commands put before, after or instead of one of the standard groups of menu items.
///
/// Trellis draws no menu bar (X11 has none), but the buttons' `.keyboardShortcut`s work in every
/// window of the app, and replacing a standard group removes its shortcuts: replacing `.newItem`
/// takes Control-N from New Window, replacing `.appSettings` takes Control-Comma from Settings.
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
    [CommandContent(placement: placement, items: AnyView(content))]
  }
}
