import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// `ReferenceFileDocument` windows: the document is read from its file, an editor written inline
/// follows its changes, a change marks the title edited, and undoing what the editor registered
/// back to the file's state clears the mark.
@MainActor
struct ReferenceDocumentTests {
  final class Tally: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var count: Int

    init(count: Int = 0) { self.count = count }

    init(configuration: ReadConfiguration) throws {
      let text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
      guard let count = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw CocoaError(.fileReadCorruptFile)
      }
      self.count = count
    }

    func snapshot(contentType: UTType) throws -> Int { count }

    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
    }
  }

  /// Adds one, registering taking it away again (and that, adding it back).
  struct AddButton: View {
    @ObservedObject var tally: Tally
    @Environment(\.undoManager) private var undoManager

    var body: some View {
      Button("Add") { add(1) }
    }

    func add(_ amount: Int) {
      tally.count += amount
      undoManager?.registerUndo(withTarget: tally) { [self] _ in add(-amount) }
      undoManager?.setActionName("Add")
    }
  }

  final class Titles {
    var all: [String] = []
  }

  func host(file: URL, titles: Titles) -> TestHost<some View> {
    let window = DocumentWindow<ReferenceDocuments<Tally>, _>(
      presented: PresentedWindowValue(AnyHashable(DocumentFile(url: file))), newDocument: { Tally() },
      editor: { session, document in
        ReferenceDocumentEditor(document: document, fileURL: session.fileURL, isEditable: session.isEditable)
        {
          file in
          VStack {
            // Written inline: the editor reads the document without observing it itself.
            Text("count \(file.document.count)")
            AddButton(tally: file.document)
          }
        }
      })
    return TestHost(
      window.environment(\.setWindowTitle, WindowTitleAction { titles.all.append($0) }),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  func tallyFile(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-\(UUID().uuidString).txt")
    try Data(contents.utf8).write(to: url)
    return url
  }

  @Test func changesMarkTheTitleAndUndoingBackToTheFileClearsIt() throws {
    let file = try tallyFile("41")
    defer { try? FileManager.default.removeItem(at: file) }
    let titles = Titles()
    let host = host(file: file, titles: titles)
    #expect(host.find(text: "count 41") != nil)
    #expect(titles.all.last == file.lastPathComponent)
    host.tap(text: "Add")
    host.tap(text: "Add")
    #expect(host.find(text: "count 43") != nil)
    #expect(titles.all.last == "*" + file.lastPathComponent)
    host.press(.character("z"), modifiers: .control)
    #expect(host.find(text: "count 42") != nil)
    #expect(titles.all.last == "*" + file.lastPathComponent)
    host.press(.character("z"), modifiers: .control)
    #expect(host.find(text: "count 41") != nil)
    #expect(titles.all.last == file.lastPathComponent)
    host.press(.character("y"), modifiers: .control)
    #expect(host.find(text: "count 42") != nil)
    #expect(titles.all.last == "*" + file.lastPathComponent)
  }

  @Test func aFileItCannotReadShowsWhy() throws {
    let file = try tallyFile("not a number")
    defer { try? FileManager.default.removeItem(at: file) }
    let host = host(file: file, titles: Titles())
    #expect(host.find(text: "Cannot Open the Document") != nil)
  }

  @Test func theExportWritesTheSnapshot() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: url) }
    let tally = Tally(count: 7)
    _ = try FileDocumentWriter.write(ReferenceDocumentExport(tally), as: .plainText, to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "7")
  }

  /// Through `DocumentGroup(newDocument:editor:)` itself: the window's graph reads the file, and
  /// the inline editor follows the document as a button changes it.
  @Test func theScenesWindowShowsAndFollowsTheDocument() throws {
    let file = try tallyFile("5")
    defer { try? FileManager.default.removeItem(at: file) }
    struct FileLabel: View {
      @Environment(\.documentConfiguration) private var configuration
      var body: some View {
        Text(
          "file \(configuration?.fileURL?.lastPathComponent ?? "none") \(configuration?.isEditable == true)")
      }
    }
    let scene = DocumentGroup(newDocument: { Tally() }) { file in
      VStack {
        Text("count \(file.document.count)")
        Button("Add") { file.document.count += 1 }
        FileLabel()
      }
    }
    let description = try #require(scene._windows().first)
    #expect(description.opensFiles)
    var environment = EnvironmentValues()
    environment.presentedWindowValue = PresentedWindowValue(AnyHashable(DocumentFile(url: file)))
    environment.undoManager = UndoManager()
    let titles = Titles()
    environment.setWindowTitle = WindowTitleAction { titles.all.append($0) }
    let window = WindowGraphDriver(graph: description.makeGraph(.pango, environment))
    #expect(window.frame(of: "count 5") != nil)
    #expect(window.frame(of: "file \(file.lastPathComponent) true") != nil)
    #expect(window.tap(text: "Add"))
    #expect(window.frame(of: "count 6") != nil)
    #expect(titles.all.last == "*" + file.lastPathComponent)
  }
}
