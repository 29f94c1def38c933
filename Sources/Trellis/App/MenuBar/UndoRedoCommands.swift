import TrellisCore

/// The Edit menu's Undo and Redo, on the window's undo manager: titled with the step they
/// undo or redo ("Undo Typing"), and disabled when there is none.
struct UndoRedoCommands: View {
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    Button(undoManager?.undoMenuItemTitle ?? "Undo") { undoManager?.undo() }
      .keyboardShortcut("z")
      .disabled(undoManager?.canUndo != true)
    Button(undoManager?.redoMenuItemTitle ?? "Redo") { undoManager?.redo() }
      .keyboardShortcut("z", modifiers: [.command, .shift])
      .disabled(undoManager?.canRedo != true)
  }
}
