import TrellisCore

/// The document of the key window, which the Open, Save and Save As commands act on.
@MainActor
protocol DocumentCommandTarget: AnyObject {
  /// Shows the dialog for choosing a document to open.
  func showOpenDialog()
  /// Saves the document where it was read from, or asks where, for an untitled one.
  func save()
  /// Asks where to save the document, and saves it there.
  func showSaveDialog()
  /// Whether the document has changes since it was read or saved, and a file to go back to.
  var canRevert: Bool { get }
  /// Asks whether to drop the changes, and reads the file again if so.
  func confirmRevert()
}

struct DocumentCommandTargetKey: FocusedValueKey {
  typealias Value = any DocumentCommandTarget
}

extension FocusedValues {
  /// The key window's document, for `DocumentCommands`.
  var documentCommandTarget: (any DocumentCommandTarget)? {
    get { self[DocumentCommandTargetKey.self] }
    set { self[DocumentCommandTargetKey.self] = newValue }
  }
}
