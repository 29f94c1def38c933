extension Color {
  /// The color named `name` in an asset catalog among `bundle`'s resources (the app's when nil):
  /// `Assets.xcassets/name.colorset`, with its dark variant if it has one. A name that is not
  /// found warns once and is clear, as in SwiftUI.
  ///
  /// ```swift
  /// // Package.swift: .executableTarget(name: "App", resources: [.process("Assets.xcassets")])
  /// Text("Sale").foregroundStyle(Color("Brand"))
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) {
    self =
      Color.named(name, in: ImageLocator.folders(of: bundle ?? .main))
      ?? {
        ViewGraph.warnOnce(
          "no color named \"\(name)\" in an asset catalog of \(bundle?.bundlePath ?? "the app")")
        return .clear
      }()
  }

  /// The color set `name` of a catalog in `folders`, or nil when there is none or it cannot be
  /// read (which warns once).
  static func named(_ name: String, in folders: [String]) -> Color? {
    guard let set = AssetCatalog.set(named: name, kind: "colorset", in: folders) else { return nil }
    // Views make their named colors at every evaluation: each set's file is read once.
    catalogColorsLock.lock()
    defer { catalogColorsLock.unlock() }
    if let known = catalogColors[set] { return known }
    let color = readColorSet(set)
    catalogColors[set] = color
    return color
  }

  private static let catalogColorsLock = NSLock()
  nonisolated(unsafe) private static var catalogColors: [String: Color?] = [:]

  private static func readColorSet(_ set: String) -> Color? {
    let file = (set as NSString).appendingPathComponent("Contents.json")
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      guard let (light, dark) = try JSONDecoder().decode(ColorSetContents.self, from: data).appearances()
      else {
        ViewGraph.warnOnce("the color set \(set) has no color Trellis can read")
        return nil
      }
      guard let dark else { return light }
      return Color(storage: .appearance(light: light, dark: dark))
    } catch {
      ViewGraph.warnOnce("the color set \(set) could not be read: \(error)")
      return nil
    }
  }

  /// The app's "AccentColor" color set, which Xcode projects make the accent color; looked up
  /// once.
  static let catalogAccent: Color? = named("AccentColor", in: ImageLocator.folders(of: .main))
}
