import TrellisCore

/// The File menu commands of a `DocumentGroup`: Open… (Control-O), Save (Control-S), Save As…
/// (Shift-Control-S) and Revert to Saved, for the key window's document. New (Control-N) is the group's New
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
        Button("Revert to Saved") { target?.confirmRevert() }
          .disabled(target?.canRevert != true)
      }
    }
  }
}
