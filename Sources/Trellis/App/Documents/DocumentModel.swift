import Foundation
import TrellisCore

/// What a document window needs to know of its kind of document: how to read one, how to write
/// it (as the `FileDocument` a file exporter takes), and how to hear of changes made in place.
@MainActor
protocol DocumentModel {
  associatedtype Document
  associatedtype Export: FileDocument

  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document
  static func export(_ document: Document) -> Export
  /// Calls `changed` before each change made to `document` in place; nil for value documents,
  /// which change only through their binding.
  static func follow(_ document: Document, _ changed: @escaping @MainActor () -> Void) -> AnyCancellable?
}

/// Documents that are values (`FileDocument`), changed through the editor's binding.
enum ValueDocuments<Document: FileDocument>: DocumentModel {
  static var readableContentTypes: [UTType] { Document.readableContentTypes }
  static var writableContentTypes: [UTType] { Document.writableContentTypes }
  static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document {
    try Document(configuration: configuration)
  }
  static func export(_ document: Document) -> Document { document }
  static func follow(_ document: Document, _ changed: @escaping @MainActor () -> Void) -> AnyCancellable? {
    nil
  }
}

/// Documents that are objects (`ReferenceFileDocument`), changed in place.
enum ReferenceDocuments<Document: ReferenceFileDocument>: DocumentModel {
  static var readableContentTypes: [UTType] { Document.readableContentTypes }
  static var writableContentTypes: [UTType] { Document.writableContentTypes }
  static func read(_ configuration: FileDocumentReadConfiguration) throws -> Document {
    try Document(configuration: configuration)
  }
  static func export(_ document: Document) -> ReferenceDocumentExport<Document> {
    ReferenceDocumentExport(document)
  }
  static func follow(_ document: Document, _ changed: @escaping @MainActor () -> Void) -> AnyCancellable? {
    // Models are changed by the views that edit them, on the main actor.
    document.objectWillChange.sink { _ in MainActor.assumeIsolated { changed() } }
  }
}
