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
    let graph = try #require(scene._windows().first).makeGraph(.pango, environment)
    func frame(of text: String) -> CGRect? {
      graph.update()
      graph.layout(in: CGSize(width: 300, height: 200))
      return graph.layoutTree().allNodes.first { $0.text == text }?.frame
    }
    let change = try #require(frame(of: "Change"))
    let center = CGPoint(x: change.midX, y: change.midY)
    graph.pointerMoved(to: center)
    graph.pointerDown(at: center)
    graph.pointerUp(at: center)
    #expect(frame(of: "text kept") != nil)
    #expect(environment.undoManager?.canUndo == false)
  }
}
