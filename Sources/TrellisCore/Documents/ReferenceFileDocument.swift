import Foundation

/// A document that is a class, edited in place, which reads itself from a file and writes a
/// snapshot of itself to one: the model of a `DocumentGroup(newDocument:editor:)` whose editor
/// changes an object rather than a value.
///
/// ```swift
/// final class Drawing: ReferenceFileDocument {
///     static var readableContentTypes: [UTType] { [.json] }
///     @Published var shapes: [Shape] = []
///     init() {}
///     init(configuration: ReadConfiguration) throws {
///         shapes = try JSONDecoder().decode([Shape].self, from: configuration.file.regularFileContents ?? Data())
///     }
///     func snapshot(contentType: UTType) throws -> [Shape] { shapes }
///     func fileWrapper(snapshot: [Shape], configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
///     }
/// }
/// ```
///
/// A change announced through `objectWillChange` marks the window's document edited; register
/// how to undo each change with the window's `UndoManager` so that Control-Z takes it back.
public protocol ReferenceFileDocument: ObservableObject {
  /// What `snapshot(contentType:)` captures of the document, to be written.
  associatedtype Snapshot
  /// The types the document can read.
  static var readableContentTypes: [UTType] { get }
  /// The types the document can write; the readable ones unless the type says otherwise.
  static var writableContentTypes: [UTType] { get }
  /// Reads the document from `configuration.file`.
  init(configuration: ReadConfiguration) throws
  /// The document's state to write, in `contentType`.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The file that holds `snapshot`, in `configuration.contentType`.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  /// What a document reads from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What a document writes for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The readable types.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A reference document as the `FileDocument` a file exporter writes: its snapshot, taken when
/// the document is written.
package struct ReferenceDocumentExport<Document: ReferenceFileDocument>: FileDocument {
  package static var readableContentTypes: [UTType] { Document.writableContentTypes }
  package let document: Document

  package init(_ document: Document) { self.document = document }

  package init(configuration: ReadConfiguration) throws {
    document = try Document(configuration: configuration)
  }

  package func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let snapshot = try document.snapshot(contentType: configuration.contentType)
    return try document.fileWrapper(snapshot: snapshot, configuration: configuration)
  }
}
