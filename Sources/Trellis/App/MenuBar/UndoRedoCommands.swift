import TrellisCore

/// The Edit menu's Undo and Redo: each types its shortcut in the window, so that the focused
/// text field or editor goes back or forward through its edits.
///
/// Only the menu bar has them: the keys themselves already reach the focused view.
struct UndoRedoCommands: View {
  let typeKey: @MainActor (KeyEvent) -> Void

  var body: some View {
    Button("Undo") { typeKey(KeyEvent(key: .character("z"), modifiers: .control)) }
      .keyboardShortcut("z")
    Button("Redo") { typeKey(KeyEvent(key: .character("Z"), modifiers: [.control, .shift])) }
      .keyboardShortcut("z", modifiers: [.command, .shift])
  }
}
