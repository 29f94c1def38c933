/// The asset catalogs (`*.xcassets` folders) among a bundle's resources, as Xcode projects keep
/// their named colors and images. SwiftPM on Linux copies a catalog into the resources unchanged
/// (`resources: [.process("Assets.xcassets")]`), so Trellis reads its sets' `Contents.json`
/// files rather than a compiled `Assets.car`.
enum AssetCatalog {
  /// The folder of the set named `name` with the extension `kind` ("colorset", "imageset") in
  /// the catalogs inside `folders`, or nil when there is none. A set in a group whose
  /// `Contents.json` says it provides a namespace is named with the group's name in front,
  /// `"Group/name"`, as in Xcode.
  static func set(named name: String, kind: String, in folders: [String]) -> String? {
    index(of: folders)["\(name).\(kind)"]
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var indexes: [[String]: [String: String]] = [:]

  /// The sets of every catalog in `folders`, by namespaced name with extension; made once per
  /// list of folders, since views ask for their colors at every evaluation.
  private static func index(of folders: [String]) -> [String: String] {
    lock.lock()
    defer { lock.unlock() }
    if let index = indexes[folders] { return index }
    var index: [String: String] = [:]
    for catalog in catalogs(in: folders) {
      collectSets(in: catalog, namespace: "", into: &index)
    }
    indexes[folders] = index
    return index
  }

  /// The catalogs directly inside each folder, and in a SwiftPM resource bundle (`*.resources`)
  /// one folder further down too, where `.copy("Resources")` puts a folder copied whole.
  private static func catalogs(in folders: [String]) -> [String] {
    var found: [String] = []
    for folder in folders {
      for entry in entries(of: folder) {
        let path = (folder as NSString).appendingPathComponent(entry)
        if entry.hasSuffix(".xcassets") {
          found.append(path)
        } else if folder.hasSuffix(".resources"), isDirectory(path) {
          found += entries(of: path).filter { $0.hasSuffix(".xcassets") }.map {
            (path as NSString).appendingPathComponent($0)
          }
        }
      }
    }
    return found
  }

  private static func collectSets(in folder: String, namespace: String, into index: inout [String: String]) {
    for entry in entries(of: folder) {
      let path = (folder as NSString).appendingPathComponent(entry)
      guard isDirectory(path) else { continue }
      let fileExtension = (entry as NSString).pathExtension
      if fileExtension.isEmpty {
        let prefix = providesNamespace(path) ? "\(namespace)\(entry)/" : namespace
        collectSets(in: path, namespace: prefix, into: &index)
      } else if index["\(namespace)\(entry)"] == nil {
        // The first catalog to name a set wins, as the first folder's file does for images.
        index["\(namespace)\(entry)"] = path
      }
    }
  }

  private static func providesNamespace(_ group: String) -> Bool {
    struct GroupContents: Decodable {
      struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
      }
      var properties: Properties?
    }
    let file = (group as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file),
      let contents = try? JSONDecoder().decode(GroupContents.self, from: data)
    else { return false }
    return contents.properties?.providesNamespace ?? false
  }

  private static func entries(of folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
