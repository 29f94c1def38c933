public import Foundation
public import TrellisCore

/// What a `DocumentGroup`'s editor of a reference document is given: the window's document,
/// the file it was read from or last saved to, and whether it may be changed.
///
/// ```swift
/// DocumentGroup(newDocument: { Drawing() }) { file in
///     DrawingView(drawing: file.document)
/// }
/// ```
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document; its changes mark the window's document edited. `$document.property` makes
  /// bindings to its properties.
  @ObservedObject public var document: Document
  /// The file the document was read from or saved to; nil until an untitled document is saved.
  public var fileURL: URL?
  /// Whether the document may be changed: false in a viewer, and for a file that cannot be
  /// written.
  public var isEditable: Bool

  init(document: Document, fileURL: URL?, isEditable: Bool) {
    _document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// A reference document's editor, evaluated again whenever the document announces a change.
struct ReferenceDocumentEditor<Document: ReferenceFileDocument, Content: View>: View {
  @ObservedObject var document: Document
  let fileURL: URL?
  let isEditable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  var body: some View {
    editor(ReferenceFileDocumentConfiguration(document: document, fileURL: fileURL, isEditable: isEditable))
  }
}
