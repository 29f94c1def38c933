import TrellisCore

/// The File menu commands of a `DocumentGroup`: Open… (Control-O), Save (Control-S) and Save
/// As… (Shift-Control-S), for the key window's document. New (Control-N) is the group's New
/// Window, which opens an untitled document.
struct DocumentCommands: Commands {
  @FocusedValue(\.documentCommandTarget) private var target
  /// Whether the documents are only viewed (no saving).
  let isViewer: Bool

  var body: some Commands {
    CommandGroup(after: .newItem) {
      Button("Open…") { target?.showOpenDialog() }
        .keyboardShortcut("o")
        .disabled(target == nil)
    }
    CommandGroup(before: .saveItem) {
      if !isViewer {
        Button("Save") { target?.save() }
          .keyboardShortcut("s")
          .disabled(target == nil)
        Button("Save As…") { target?.showSaveDialog() }
          .keyboardShortcut("s", modifiers: [.command, .shift])
          .disabled(target == nil)
      }
    }
  }
}
