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
