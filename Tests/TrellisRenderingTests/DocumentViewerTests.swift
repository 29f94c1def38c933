import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// `DocumentGroup(viewing:)`: the document is shown, and a change through its binding has no
/// effect, as SwiftUI documents for viewing mode.
@MainActor
struct DocumentViewerTests {
  struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(configuration: ReadConfiguration) throws {
      text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  @Test func aViewersBindingChangesNothing() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID().uuidString).txt")
    try Data("kept".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let scene = DocumentGroup(viewing: Note.self) { file in
      VStack {
        Text("text \(file.document.text)")
        Button("Change") { file.document.text = "changed" }
      }
    }
    var environment = EnvironmentValues()
    environment.presentedWindowValue = PresentedWindowValue(AnyHashable(DocumentFile(url: file)))
    environment.undoManager = UndoManager()
    let window = WindowGraphDriver(graph: try #require(scene._windows().first).makeGraph(.pango, environment))
    #expect(window.tap(text: "Change"))
    #expect(window.frame(of: "text kept") != nil)
    #expect(environment.undoManager?.canUndo == false)
  }
}
