/// What a file dialog is for, and how it ends.
enum FileDialogMode {
  /// Choosing existing files (several when `allowsMultiple`), or folders where allowed.
  case open(allowsMultiple: Bool)
  /// Naming a new file of `contentType`, starting from `defaultFilename`.
  case save(defaultFilename: String, contentType: UTType)
}
