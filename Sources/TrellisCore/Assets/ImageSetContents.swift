/// An image set's `Contents.json`: its files, by scale and appearance.
struct ImageSetContents: Decodable {
  struct Entry: Decodable {
    var filename: String?
    var idiom: String?
    var scale: String?
    var appearances: [ColorSetContents.Appearance]?
  }

  var images: [Entry]

  /// The file to draw and its pixels per point: among the entries for any appearance (a Mac's,
  /// else the universal ones) with a PNG or JPEG file, the one at 1× if there is one, else the
  /// lowest scale, as a loose `name.png` is preferred to `name@2x.png`.
  func file(in folder: String) -> (url: URL, scale: CGFloat)? {
    let idioms = Set(images.compactMap(\.idiom))
    let idiom = idioms.contains("mac") ? "mac" : "universal"
    let candidates: [(String, CGFloat)] = images.compactMap { entry in
      guard (entry.idiom ?? "universal") == idiom, entry.appearances?.isEmpty ?? true,
        let filename = entry.filename,
        ["png", "jpg", "jpeg"].contains((filename as NSString).pathExtension.lowercased())
      else { return nil }
      let scale = entry.scale.flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
      return (filename, CGFloat(scale))
    }
    guard let (filename, scale) = candidates.min(by: { $0.1 < $1.1 }) else { return nil }
    return (URL(fileURLWithPath: (folder as NSString).appendingPathComponent(filename)), scale)
  }
}
