import Foundation
import Trellis

/// Opening a text file and saving a note through Trellis's own file dialog.
struct FilesSection: View {
  @State private var note = "Groceries: apples, bread, coffee"
  @State private var isImporting = false
  @State private var isExporting = false
  @State private var status = "No file opened yet"

  var body: some View {
    GallerySection(title: "Files") {
      HStack(spacing: 12) {
        Button("Open Text File…") { isImporting = true }
          .accessibilityIdentifier("openFile")
        Button("Save Note…") { isExporting = true }
          .accessibilityIdentifier("saveFile")
      }
      Text(note).lineLimit(2)
      Text(status).foregroundStyle(.secondary)
    }
    .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
      switch result {
      case .success(let url):
        note = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        status = "Opened \(url.lastPathComponent)"
      case .failure(let error):
        status = "Could not open: \(error.localizedDescription)"
      }
    }
    .fileExporter(
      isPresented: $isExporting, document: NoteFile(text: note), contentType: .plainText,
      defaultFilename: "Note"
    ) { result in
      switch result {
      case .success(let url): status = "Saved \(url.path)"
      case .failure(let error): status = "Could not save: \(error.localizedDescription)"
      }
    }
  }
}

/// A note saved as plain text.
struct NoteFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}
