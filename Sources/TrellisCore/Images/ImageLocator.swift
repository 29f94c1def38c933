/// Finds image resource files: `name.png` (or `@2x`, `@3x` variants), or `name.jpg`/`.jpeg`, in
/// a bundle's folders, else the image set `name` of an asset catalog there.
enum ImageLocator {
  /// The folders of `bundle` that may hold resources, most likely first.
  static func folders(of bundle: Bundle) -> [String] {
    var folders: [String] = []
    if let resources = bundle.resourcePath { folders.append(resources) }
    if !folders.contains(bundle.bundlePath) { folders.append(bundle.bundlePath) }
    if bundle == .main { folders += mainModuleBundles }
    return folders
  }

  /// The SwiftPM resource bundles beside the executable (`App_App.resources`): on Linux a
  /// package's resources are there rather than in the main bundle, so that `Image("photo")`
  /// and `Color("Brand")` written for an Xcode app find them without `bundle: .module`.
  private static let mainModuleBundles: [String] = {
    let folder = Bundle.main.bundlePath
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return entries.filter { $0.hasSuffix(".resources") }.sorted().map {
      (folder as NSString).appendingPathComponent($0)
    }
  }()

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
    return imageSetFile(named: name, in: folders)
  }

  /// The file of the image set `name` in an asset catalog in `folders`.
  private static func imageSetFile(named name: String, in folders: [String]) -> (url: URL, scale: CGFloat)? {
    guard let set = AssetCatalog.set(named: name, kind: "imageset", in: folders),
      let data = FileManager.default.contents(
        atPath: (set as NSString).appendingPathComponent("Contents.json"))
    else { return nil }
    do {
      return try JSONDecoder().decode(ImageSetContents.self, from: data).file(in: set)
    } catch {
      ViewGraph.warnOnce("the image set \(set) could not be read: \(error)")
      return nil
    }
  }
}
