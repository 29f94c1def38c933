import Foundation

/// One file or folder a file dialog lists.
struct FileDialogEntry: Identifiable, Hashable {
  let url: URL
  let name: String
  let isFolder: Bool
  let type: UTType
  /// Whether the dialog can choose it: a file of an allowed type, or a folder where folders may
  /// be chosen. Folders can always be opened to browse into them.
  let isChoosable: Bool

  var id: URL { url }
}

/// What a file dialog lists of a directory, read from the file system.
enum FileDialogListing {
  /// The entries of `directory`, folders first, then by name ignoring case; hidden ones (names
  /// starting with a dot) only with `includeHidden`. A file is choosable when its type conforms
  /// to one of `allowed` (any file when `allowed` is empty); a folder when `allowed` includes
  /// `.folder` or `.directory`.
  static func entries(of directory: URL, allowed: [UTType], includeHidden: Bool) throws -> [FileDialogEntry] {
    let manager = FileManager.default
    let names = try manager.contentsOfDirectory(atPath: directory.path)
    let foldersChoosable = allowed.contains { UTType.folder.conforms(to: $0) }
    var entries: [FileDialogEntry] = []
    for name in names where includeHidden || !name.hasPrefix(".") {
      let url = directory.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      // A dangling link is listed as a file nothing can open.
      let exists = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
      let isFolder = exists && isDirectory.boolValue
      let type = isFolder ? UTType.folder : fileType(of: url)
      let choosable =
        isFolder
        ? foldersChoosable : exists && (allowed.isEmpty || allowed.contains { type.conforms(to: $0) })
      entries.append(
        FileDialogEntry(
          url: isFolder ? url.standardizedFileURL : url, name: name, isFolder: isFolder, type: type,
          isChoosable: choosable))
    }
    return entries.sorted { a, b in
      if a.isFolder != b.isFolder { return a.isFolder }
      let left = a.name.lowercased()
      let right = b.name.lowercased()
      return left != right ? left < right : a.name < b.name
    }
  }

  /// The type of the file at `url`, from its filename extension; data when it has none.
  static func fileType(of url: URL) -> UTType {
    let tag = url.pathExtension
    guard !tag.isEmpty else { return .data }
    return UTType(filenameExtension: tag) ?? .data
  }

  /// The symbol a dialog shows for `entry`.
  static func symbolName(for entry: FileDialogEntry) -> String {
    if entry.isFolder { return "folder" }
    if entry.type.conforms(to: .text) { return "doc.text" }
    return "doc"
  }
}
