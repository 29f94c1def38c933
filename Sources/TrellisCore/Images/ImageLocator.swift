/// Finds image resource files: `name.png` (or `@2x`, `@3x` variants), or `name.jpg`/`.jpeg`, in
/// a bundle's folders.
enum ImageLocator {
  /// The folders of `bundle` that may hold resources, most likely first.
  static func folders(of bundle: Bundle) -> [String] {
    var folders: [String] = []
    if let resources = bundle.resourcePath { folders.append(resources) }
    if !folders.contains(bundle.bundlePath) { folders.append(bundle.bundlePath) }
    return folders
  }

  /// The file for `name` and its pixels per point, or nil when there is none.
  static func file(named name: String, in folders: [String]) -> (url: URL, scale: CGFloat)? {
    let files = FileManager.default
    let hasExtension = !(name as NSString).pathExtension.isEmpty
    var candidates: [(String, CGFloat)] = []
    if hasExtension { candidates.append((name, 1)) }
    candidates += [
      ("\(name).png", 1), ("\(name)@2x.png", 2), ("\(name)@3x.png", 3), ("\(name).jpg", 1),
      ("\(name).jpeg", 1),
      ("\(name)@2x.jpg", 2),
    ]
    for folder in folders {
      for (file, scale) in candidates {
        let path = (folder as NSString).appendingPathComponent(file)
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
          return (URL(fileURLWithPath: path), scale)
        }
      }
    }
    return nil
  }
}
