import Foundation
import Testing
import TrellisCore

struct FileWrapperTests {
  @Test func aDirectoryTreeIsWrittenAndReadBack() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-wrapper-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let notes = FileWrapper(regularFileWithContents: Data("hello".utf8))
    let tree = FileWrapper(directoryWithFileWrappers: [
      "notes.txt": notes, "sub": FileWrapper(directoryWithFileWrappers: [:]),
    ])
    #expect(notes.preferredFilename == "notes.txt")
    let added = tree.addRegularFile(withContents: Data([1, 2]), preferredFilename: "notes.txt")
    #expect(added == "2 notes.txt")
    try tree.write(to: root, options: .atomic, originalContentsURL: nil)

    let read = try FileWrapper(url: root)
    #expect(read.isDirectory && !read.isRegularFile)
    #expect(read.filename == root.lastPathComponent)
    let children = try #require(read.fileWrappers)
    #expect(Set(children.keys) == ["notes.txt", "2 notes.txt", "sub"])
    #expect(children["notes.txt"]?.regularFileContents == Data("hello".utf8))
    #expect(children["2 notes.txt"]?.regularFileContents == Data([1, 2]))
    #expect(children["sub"]?.fileWrappers?.isEmpty == true)
    tree.removeFileWrapper(notes)
    #expect(tree.fileWrappers?["notes.txt"] == nil)
  }

  @Test func readingWhatIsNotThereThrows() {
    #expect(throws: (any Error).self) {
      _ = try FileWrapper(url: URL(fileURLWithPath: "/nonexistent/trellis/file"))
    }
  }
}
