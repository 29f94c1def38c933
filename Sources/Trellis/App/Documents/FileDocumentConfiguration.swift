public import Foundation
public import TrellisCore

/// What a `DocumentGroup`'s editor is given: a binding to the window's document, the file it
/// was read from or last saved to, and whether it may be changed.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in
///     TextEditor(text: file.$document.text)
/// }
/// ```
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; a change through the binding marks the window's document edited.
  @Binding public var document: Document
  /// The file the document was read from or saved to; nil until an untitled document is saved.
  public var fileURL: URL?
  /// Whether the document may be changed: false in a viewer, and for a file that cannot be
  /// written.
  public var isEditable: Bool

  init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
