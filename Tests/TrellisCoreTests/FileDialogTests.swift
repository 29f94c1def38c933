import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// A directory of files for the dialogs to show, removed when the test ends.
final class DialogFixture {
  let root: URL

  init() throws {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent("trellis-dialog-\(UUID())").standardizedFileURL
    try manager.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try manager.createDirectory(at: root.appendingPathComponent("Zeta"), withIntermediateDirectories: true)
    for name in ["b.png", "a.txt", "Notes.md", ".hidden", "sub/inner.txt"] {
      try Data(name.utf8).write(to: root.appendingPathComponent(name))
    }
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}

@MainActor
struct FileDialogTests {
  struct Importer: View {
    let directory: URL
    var types: [UTType] = [.text]
    var multiple = false
    @State var shown = true
    @State var log = "none"

    var body: some View {
      Text("log \(log)")
        .fileImporter(
          isPresented: $shown, allowedContentTypes: types, allowsMultipleSelection: multiple,
          onCompletion: { result in
            if case .success(let urls) = result { log = urls.map(\.lastPathComponent).joined(separator: ",") }
          },
          onCancellation: { log = "cancelled" }
        )
        .fileDialogDefaultDirectory(directory)
        .fileDialogMessage("Pick a file")
    }
  }

  struct TextFile: FileDocument {
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

  struct Exporter: View {
    let directory: URL
    var filename = "notes"
    @State var shown = true
    @State var log = "none"

    var body: some View {
      Text("log \(log)")
        .fileExporter(
          isPresented: $shown, document: TextFile(text: "saved text"), contentType: .plainText,
          defaultFilename: filename
        ) { result in
          switch result {
          case .success(let url): log = url.lastPathComponent
          case .failure: log = "failed"
          }
        }
        .fileDialogDefaultDirectory(directory)
    }
  }

  func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 720, height: 600), text: .fixedAdvance)
  }

  func row<V: View>(_ host: TestHost<V>, _ name: String) -> CGRect? {
    host.frame(of: "file-dialog-row-\(name)")
  }

  func doubleClick<V: View>(_ host: TestHost<V>, _ name: String) {
    host.advanceClock(by: 1)
    #expect(host.tap(id: "file-dialog-row-\(name)"))
    #expect(host.tap(id: "file-dialog-row-\(name)"))
  }

  @Test func theDialogListsFoldersFirstThenFilesByNameWithoutHiddenOnes() throws {
    let fixture = try DialogFixture()
    let host = host(Importer(directory: fixture.root))
    let names = ["sub", "Zeta", "a.txt", "b.png", "Notes.md"]
    let frames = try names.map { try #require(row(host, $0)) }
    #expect(frames.map(\.minY) == frames.map(\.minY).sorted())
    #expect(Set(frames.map(\.minY)).count == names.count)
    #expect(row(host, ".hidden") == nil)
    #expect(host.find(text: fixture.root.path) != nil)
    #expect(host.find(text: "Pick a file") != nil)
    // The sheet holds the dialog at its fixed size, centred.
    let list = try #require(host.find(id: "file-dialog-list"))
    #expect(list.frame.width == 528)
  }

  @Test func choosingAFileAndOpeningReportsItAndClosesTheDialog() throws {
    let fixture = try DialogFixture()
    let host = host(Importer(directory: fixture.root))
    #expect(host.tap(id: "file-dialog-row-a.txt"))
    #expect(host.tap(id: "file-dialog-confirm"))
    #expect(host.find(text: "log a.txt") != nil)
    #expect(host.find(id: "file-dialog-list") == nil)
  }

  @Test func aFileOfAnotherTypeCannotBeOpened() throws {
    let fixture = try DialogFixture()
    let host = host(Importer(directory: fixture.root))
    host.tap(id: "file-dialog-row-b.png")
    host.tap(id: "file-dialog-confirm")
    doubleClick(host, "b.png")
    #expect(host.find(text: "log none") != nil)
    #expect(host.find(id: "file-dialog-list") != nil)
  }

  @Test func doubleClickingAFolderOpensItAndTheUpButtonComesBack() throws {
    let fixture = try DialogFixture()
    let host = host(Importer(directory: fixture.root))
    doubleClick(host, "sub")
    #expect(row(host, "inner.txt") != nil)
    #expect(row(host, "a.txt") == nil)
    #expect(host.find(text: fixture.root.appendingPathComponent("sub").path) != nil)
    #expect(host.tap(id: "file-dialog-up"))
    #expect(row(host, "a.txt") != nil)
    // Opening a lone selected folder with the button browses into it too.
    host.advanceClock(by: 1)
    host.tap(id: "file-dialog-row-Zeta")
    host.tap(id: "file-dialog-confirm")
    #expect(host.find(text: fixture.root.appendingPathComponent("Zeta").path) != nil)
    #expect(host.find(text: "log none") != nil)
  }

  @Test func doubleClickingAFileChoosesIt() throws {
    let fixture = try DialogFixture()
    let host = host(Importer(directory: fixture.root))
    doubleClick(host, "Notes.md")
    #expect(host.find(text: "log Notes.md") != nil)
  }

  @Test func returnOnTheListChoosesTheSelection() throws {
    let fixture = try DialogFixture()
    let host = host(Importer(directory: fixture.root))
    host.tap(id: "file-dialog-row-a.txt")
    #expect(host.press(.returnKey))
    #expect(host.find(text: "log a.txt") != nil)
  }

  @Test func cancellingByButtonOrEscapeReportsIt() throws {
    let fixture = try DialogFixture()
    let byButton = host(Importer(directory: fixture.root))
    #expect(byButton.tap(text: "Cancel"))
    #expect(byButton.find(text: "log cancelled") != nil)
    #expect(byButton.find(id: "file-dialog-list") == nil)
    let byEscape = host(Importer(directory: fixture.root))
    byEscape.press(.escape)
    #expect(byEscape.find(text: "log cancelled") != nil)
  }

  @Test func severalFilesAreChosenWithControlClicks() throws {
    let fixture = try DialogFixture()
    let host = host(Importer(directory: fixture.root, multiple: true))
    host.tap(id: "file-dialog-row-a.txt")
    host.advanceClock(by: 1)
    let notes = try #require(row(host, "Notes.md"))
    host.tap(at: CGPoint(x: notes.midX, y: notes.midY), modifiers: .control)
    host.tap(id: "file-dialog-confirm")
    #expect(host.find(text: "log a.txt,Notes.md") != nil)
  }

  @Test func whereFoldersAreAllowedOpeningWithNothingSelectedChoosesTheFolderShown() throws {
    let fixture = try DialogFixture()
    let shown = host(Importer(directory: fixture.root, types: [.folder]))
    shown.tap(id: "file-dialog-confirm")
    #expect(shown.find(text: "log \(fixture.root.lastPathComponent)") != nil)
    let selected = host(Importer(directory: fixture.root, types: [.folder]))
    selected.tap(id: "file-dialog-row-sub")
    selected.tap(id: "file-dialog-confirm")
    #expect(selected.find(text: "log sub") != nil)
  }

  @Test func anUnreadableFolderSaysSo() throws {
    let host = host(Importer(directory: URL(fileURLWithPath: "/nonexistent/trellis")))
    #expect(host.tree.allNodes.contains { $0.text?.hasPrefix("This folder can’t be read") == true })
    #expect(host.tap(text: "Cancel"))
    #expect(host.find(text: "log cancelled") != nil)
  }

  @Test func theExporterWritesTheDocumentWithItsTypesExtension() throws {
    let fixture = try DialogFixture()
    let host = host(Exporter(directory: fixture.root))
    #expect(host.tap(id: "file-dialog-confirm"))
    #expect(host.find(text: "log notes.txt") != nil)
    let written = try String(contentsOf: fixture.root.appendingPathComponent("notes.txt"), encoding: .utf8)
    #expect(written == "saved text")
  }

  @Test func theExporterAsksBeforeReplacingAFile() throws {
    let fixture = try DialogFixture()
    let host = host(Exporter(directory: fixture.root, filename: "a"))
    host.tap(id: "file-dialog-confirm")
    #expect(host.find(text: "“a.txt” already exists. Replace it?") != nil)
    #expect(host.tap(text: "Don’t Replace"))
    let original = try String(contentsOf: fixture.root.appendingPathComponent("a.txt"), encoding: .utf8)
    #expect(original == "a.txt")
    host.tap(id: "file-dialog-confirm")
    #expect(host.tap(text: "Replace"))
    #expect(host.find(text: "log a.txt") != nil)
    let replaced = try String(contentsOf: fixture.root.appendingPathComponent("a.txt"), encoding: .utf8)
    #expect(replaced == "saved text")
  }

  @Test func clickingAFileInTheExporterTakesItsName() throws {
    let fixture = try DialogFixture()
    let host = host(Exporter(directory: fixture.root))
    host.tap(id: "file-dialog-row-a.txt")
    host.tap(id: "file-dialog-confirm")
    #expect(host.find(text: "“a.txt” already exists. Replace it?") != nil)
  }
}
