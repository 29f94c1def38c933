/// Which clipboard command a key asks for: Control-C, -X and -V, Trellis's Command-C, -X, -V.
enum ClipboardCommand {
  case copy, cut, paste

  init?(_ event: KeyEvent) {
    guard event.modifiers == .control, case .character(let character) = event.key else { return nil }
    switch character.lowercased() {
    case "c": self = .copy
    case "x": self = .cut
    case "v": self = .paste
    default: return nil
    }
  }
}

/// `.copyable`, `.cuttable` and `.pasteDestination`: what the clipboard commands do while focus
/// is in the view.
struct ClipboardCommandsModifier: PrimitiveModifier {
  typealias NodeType = ClipboardCommandsNode
  var copy: (() -> [any Transferable])?
  var cut: (() -> [any Transferable])?
  var paste: ((any Clipboard) -> Void)?
}

/// The node of the clipboard modifiers, found from the focused view by
/// ``InputRouter/performClipboardCommand(_:)``.
final class ClipboardCommandsNode: PassThroughNode<ClipboardCommandsModifier> {
  // New closures need no new layout.
  override func modifierDidChange(from old: ClipboardCommandsModifier) {}

  /// Runs `command` if this view handles it; returns whether it did.
  func perform(_ command: ClipboardCommand) -> Bool {
    guard environment.isEnabled else { return false }
    switch command {
    case .copy:
      guard let copy = modifier.copy else { return false }
      TransferClipboard.copy(copy(), to: graph.clipboard)
    case .cut:
      guard let cut = modifier.cut else { return false }
      TransferClipboard.copy(cut(), to: graph.clipboard)
    case .paste:
      guard let paste = modifier.paste else { return false }
      paste(graph.clipboard)
    }
    return true
  }
}

extension View {
  /// Lets Copy (Control-C) put `payload` on the clipboard while focus is in this view: the
  /// values themselves for Paste in this app, and their text for other apps.
  ///
  /// ```swift
  /// List(selection: $selection) { ... }
  ///     .copyable(notes.filter { selection.contains($0.id) })
  /// ```
  public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
    modifier(ClipboardCommandsModifier(copy: { payload() }))
  }

  /// Lets Cut (Control-X) put what `action` returns on the clipboard while focus is in this
  /// view; `action` also removes those values.
  public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T])
    -> some View
  {
    modifier(ClipboardCommandsModifier(cut: { action() }))
  }

  /// Lets Paste (Control-V) hand the clipboard's values, as `T`s, to `action` while focus is in
  /// this view. `validator` may drop or change them first; nothing is pasted when it leaves none.
  /// Text copied in another app arrives converted from `String`.
  public func pasteDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
    validator: @escaping ([T]) -> [T] = { $0 }
  ) -> some View {
    modifier(
      ClipboardCommandsModifier(paste: { clipboard in
        TransferClipboard.paste(T.self, from: clipboard) { items in
          let valid = validator(items)
          if !valid.isEmpty { action(valid) }
        }
      }))
  }
}
