import Foundation

/// The file a document window shows: the value its window presents, so that opening a file
/// already open raises its window instead of opening another.
struct DocumentFile: Codable, Hashable {
  let url: URL

  /// The file at `url`, standardized so that two paths to it (`./a.txt`, `a.txt`) match.
  init(url: URL) {
    self.url = url.standardizedFileURL
  }
}
