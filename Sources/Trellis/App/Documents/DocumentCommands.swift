import TrellisCore

/// The File menu commands of a `DocumentGroup`: Open… (Control-O), Open Recent, Save (Control-S), Save As…
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
      OpenRecentMenu()
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

/// File ▸ Open Recent: the app's recent files that still exist, each opening (or raising) its
/// window, and Clear Menu. A view, so that it reads the window's environment.
struct OpenRecentMenu: View {
  @Environment(\.recentDocuments) private var recentDocuments
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    if let recentDocuments {
      let files = recentDocuments.existing
      Menu("Open Recent") {
        ForEach(files, id: \.self) { url in
          Button(recentDocuments.title(of: url)) { openWindow(value: DocumentFile(url: url)) }
        }
        Divider()
        Button("Clear Menu") { recentDocuments.clear() }
      }
      .disabled(files.isEmpty)
    }
  }
}
