import Foundation
import Testing
import Trellis
import TrellisTesting

/// The file importer's dialog over a window, listing a fixed directory.
@MainActor
@Suite struct FileDialogSnapshotTests {
  struct Window: View {
    let directory: URL
    @State private var shown = true
    var body: some View {
      Text("Document window")
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .fileImporter(isPresented: $shown, allowedContentTypes: [.plainText]) { _ in }
        .fileDialogDefaultDirectory(directory)
        .fileDialogMessage("Choose a text file to import.")
    }
  }

  @Test func importerDialog() throws {
    // A fixed path, since the dialog shows it.
    let directory = URL(fileURLWithPath: "/tmp/trellis-file-dialog-snapshot")
    let manager = FileManager.default
    try? manager.removeItem(at: directory)
    defer { try? manager.removeItem(at: directory) }
    try manager.createDirectory(
      at: directory.appendingPathComponent("Projects"), withIntermediateDirectories: true)
    for name in ["notes.txt", "photo.png", "todo.txt"] {
      try Data(name.utf8).write(to: directory.appendingPathComponent(name))
    }
    GraphicsSnapshot.expectMatch(
      Window(directory: directory), size: CGSize(width: 620, height: 480), named: "file-importer-dialog")
  }
}
