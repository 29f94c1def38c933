import Foundation
import Observation
import TrellisCore

/// One window's document: read from its file (or made new), changed by the editor, saved by the
/// commands. Observable, so that the window's title and dialogs follow it.
@MainActor @Observable
final class DocumentSession<Model: DocumentModel>: DocumentCommandTarget {
  typealias Document = Model.Document

  /// The document; nil when none could be read, or in a viewer opened with no file.
  var document: Document?
  /// Where the document lives; nil until an untitled one is saved.
  var fileURL: URL?
  /// Whether the document changed since it was read or saved.
  var isEdited = false
  /// Whether the document may be changed and saved.
  let isEditable: Bool
  /// Why the file could not be read.
  var readError: String?
  /// Why the last save failed, shown in an alert until dismissed.
  var saveError: String?
  /// Whether the window asks about dropping the changes to read the file again.
  var isConfirmingRevert = false
  /// Why the file could not be read again, shown in an alert until dismissed.
  var revertError: String?
  /// Whether the Open dialog is showing.
  var isOpening = false
  /// Whether the Save dialog is showing.
  var isSaving = false
  /// Whether the window asks about unsaved changes before it closes.
  var isConfirmingClose = false
  /// Whether the window closes once the Save dialog saves (a Save chosen while closing an
  /// untitled document).
  var closesAfterSaving = false

  /// Whether closing the window now would lose changes.
  var hasUnsavedChanges: Bool { isEdited && isEditable && document != nil }

  /// A session for `file`, or for a new document from `newDocument` (nil in a viewer). A file
  /// that does not exist yet is, for an editor, a new document that saving creates there, as
  /// Linux editors do with a name given on the command line.
  init(file: URL?, newDocument: (() -> Document)?) {
    var editable = newDocument != nil
    if let file {
      fileURL = file
      if newDocument != nil, !FileManager.default.fileExists(atPath: file.path) {
        document = newDocument?()
      } else {
        do {
          document = try Self.read(file)
          editable = editable && FileManager.default.isWritableFile(atPath: file.path)
        } catch {
          readError = "\(file.lastPathComponent): \(Self.describe(error))"
        }
      }
    } else {
      document = newDocument?()
    }
    isEditable = editable
    if let document {
      changes = Model.follow(document) { [weak self] in self?.noteChange() }
    }
  }

  /// The subscription to a reference document's changes.
  @ObservationIgnored private var changes: AnyCancellable?

  /// Marks the document edited (a change through the binding, or one a reference document
  /// announces), or, in an undo or redo, edited unless back where it was saved.
  private func noteChange() {
    if let undoManager, undoManager.isUndoing || undoManager.isRedoing {
      isEdited = undoManager.state != savedUndoState
    } else {
      isEdited = true
    }
  }

  /// The window's title: the file's name (Untitled before the first save), marked with an
  /// asterisk while there are unsaved changes.
  var title: String {
    (isEdited ? "*" : "") + (fileURL?.lastPathComponent ?? "Untitled")
  }

  /// The type a document is written as: the first it writes that its file's extension conforms
  /// to, else its first writable type.
  var contentType: UTType {
    Self.type(of: fileURL, among: Model.writableContentTypes)
  }

  /// The first of `types` that the extension of `url` names a type conforming to, else the
  /// first of them.
  private static func type(of url: URL?, among types: [UTType]) -> UTType {
    if let ext = url?.pathExtension, !ext.isEmpty, let named = UTType(filenameExtension: ext),
      let match = types.first(where: { named.conforms(to: $0) })
    {
      return match
    }
    return types.first ?? .data
  }

  private static func read(_ url: URL) throws -> Document {
    let wrapper = try FileWrapper(url: url)
    let type = type(of: url, among: Model.readableContentTypes)
    return try Model.read(.init(contentType: type, file: wrapper))
  }

  private static func describe(_ error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? "\(error)"
  }

  /// The app's recent documents, which the file goes to the top of when read or saved.
  @ObservationIgnored weak var recentDocuments: RecentDocuments? {
    didSet {
      if document != nil, readError == nil, let fileURL, FileManager.default.fileExists(atPath: fileURL.path)
      {
        recentDocuments?.note(fileURL)
      }
    }
  }
  /// The window's undo manager, where changes through the editor's binding are registered.
  @ObservationIgnored weak var undoManager: UndoManager?
  /// The undo manager's state when the document was read or last saved: undoing and redoing
  /// back to it leaves the document unchanged.
  @ObservationIgnored private var savedUndoState = 0

  /// Records a change made through the editor's binding, and registers with the undo manager
  /// going back to the document before it, as SwiftUI does. (A text field or editor registers
  /// its typing itself, and keeps this registration out.)
  func edit(_ document: Document) {
    // A document being viewed does not change, as SwiftUI documents it.
    guard isEditable else { return }
    let previous = self.document
    self.document = document
    if let previous {
      undoManager?.registerUndo(withTarget: self) { session in session.edit(previous) }
    }
    noteChange()
  }

  /// Records a save to `url`.
  func didSave(to url: URL) {
    fileURL = url
    isEdited = false
    recentDocuments?.note(url)
    savedUndoState = undoManager?.state ?? 0
    // Typing on after saving is a step of its own, so that undo comes back to the saved text.
    undoManager?.breakCoalescing()
  }

  func didFailToSave(_ error: any Error) {
    saveError = Self.describe(error)
  }

  // MARK: Commands

  func showOpenDialog() { isOpening = true }

  func save() {
    guard isEditable, let document else { return }
    guard let fileURL else {
      isSaving = true
      return
    }
    do {
      didSave(to: try FileDocumentWriter.write(Model.export(document), as: contentType, to: fileURL))
    } catch {
      didFailToSave(error)
    }
  }

  var canRevert: Bool {
    isEdited && isEditable && document != nil
      && fileURL.map { FileManager.default.fileExists(atPath: $0.path) } == true
  }

  func confirmRevert() {
    guard canRevert else { return }
    isConfirmingRevert = true
  }

  /// Reads the file again, dropping the changes and what undo would have gone back through.
  func revert() {
    guard let fileURL else { return }
    do {
      let reread = try Self.read(fileURL)
      document = reread
      changes = Model.follow(reread) { [weak self] in self?.noteChange() }
      undoManager?.removeAllActions()
      savedUndoState = undoManager?.state ?? 0
      isEdited = false
    } catch {
      revertError = "\(fileURL.lastPathComponent): \(Self.describe(error))"
    }
  }

  func showSaveDialog() {
    guard isEditable, document != nil else { return }
    isSaving = true
  }
}
