import TrellisCore

/// The Edit menu's Cut, Copy, Paste and Select All: each types its shortcut in the window, so
/// that it does what the key does where the focus is (a text field's selection, a view's
/// `.copyable`…).
///
/// Only the menu bar has them: the keys themselves already reach the focused view.
struct PasteboardCommands: View {
  let typeKey: @MainActor (KeyEvent) -> Void

  var body: some View {
    item("Cut", key: "x")
    item("Copy", key: "c")
    item("Paste", key: "v")
    item("Select All", key: "a")
  }

  private func item(_ title: String, key: Character) -> some View {
    Button(title) { typeKey(KeyEvent(key: .character(String(key)), text: "", modifiers: .control)) }
      .keyboardShortcut(KeyEquivalent(key))
  }
}
