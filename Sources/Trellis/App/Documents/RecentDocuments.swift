import Foundation
import Observation
import TrellisCore

/// The files a document app opened or saved last, newest first, for File ▸ Open Recent; kept
/// between runs in `$XDG_DATA_HOME/trellis/<app>/recent-documents.json` (by default under
/// `~/.local/share`).
@MainActor @Observable
final class RecentDocuments {
  /// How many files the menu lists.
  static let limit = 10

  /// The files, newest first.
  private(set) var urls: [URL]
  /// Where the list is kept; nil when there is no home to keep it in.
  @ObservationIgnored private let file: URL?

  /// The list of the app named `appName`, read from where it is kept.
  init(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
    let base: URL? =
      if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
        URL(fileURLWithPath: data)
      } else if let home = environment["HOME"], !home.isEmpty {
        URL(fileURLWithPath: home).appendingPathComponent(".local/share")
      } else {
        nil
      }
    file = base?.appendingPathComponent("trellis/\(appName)/recent-documents.json")
    let paths = file.flatMap { try? Data(contentsOf: $0) }.flatMap {
      try? JSONDecoder().decode([String].self, from: $0)
    }
    urls = (paths ?? []).prefix(Self.limit).map { URL(fileURLWithPath: $0) }
  }

  /// The files that still exist, for the menu.
  var existing: [URL] {
    urls.filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// Puts `url` first.
  func note(_ url: URL) {
    let url = url.standardizedFileURL
    var updated = urls.filter { $0.standardizedFileURL != url }
    updated.insert(url, at: 0)
    urls = Array(updated.prefix(Self.limit))
    save()
  }

  /// Empties the list.
  func clear() {
    urls = []
    save()
  }

  /// The menu's name for `url`: the file's name, with its folder's when another listed file has
  /// the same name.
  func title(of url: URL) -> String {
    let name = url.lastPathComponent
    let twins = existing.filter { $0.lastPathComponent == name }.count
    return twins > 1 ? "\(name) — \(url.deletingLastPathComponent().lastPathComponent)" : name
  }

  private func save() {
    guard let file else { return }
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONEncoder().encode(urls.map(\.path)).write(to: file, options: .atomic)
    } catch {
      ViewGraph.warnOnce("Open Recent: cannot keep the list in \(file.path): \(error.localizedDescription)")
    }
  }
}

struct RecentDocumentsKey: EnvironmentKey {
  static let defaultValue: RecentDocuments? = nil
}

extension EnvironmentValues {
  /// The app's recent documents; nil outside an app (in tests of a window's content).
  var recentDocuments: RecentDocuments? {
    get { self[RecentDocumentsKey.self] }
    set { self[RecentDocumentsKey.self] = newValue }
  }
}
