import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Named colors and images from an Xcode asset catalog, which SwiftPM on Linux copies into a
/// target's resources as it is: `Color("Brand")` and `Image("Logo")` read the sets' files.
@MainActor
struct AssetCatalogTests {
  /// A bundle folder holding `Assets.xcassets` with the given sets, removed when done.
  final class CatalogBundle {
    let folder: URL
    var catalog: URL { folder.appendingPathComponent("Assets.xcassets") }
    var bundle: Bundle { Bundle(path: folder.path)! }

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try write(#"{"info":{"author":"xcode","version":1}}"#, to: "Contents.json")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String, to path: String) throws {
      let file = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    /// A color set with one entry per `(appearance, color)`; nil appearance is "any".
    func colorSet(_ path: String, _ entries: [(String?, String)]) throws {
      let colors = entries.map { appearance, color in
        let appearances =
          appearance.map { #""appearances":[{"appearance":"luminosity","value":"\#($0)"}],"# } ?? ""
        return #"{\#(appearances)"color":\#(color),"idiom":"universal"}"#
      }
      try write(
        #"{"colors":[\#(colors.joined(separator: ","))],"info":{"version":1}}"#, to: "\(path)/Contents.json")
    }
  }

  static func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000") -> String {
    #"{"color-space":"srgb","components":{"alpha":"\#(alpha)","blue":"\#(blue)","green":"\#(green)","red":"\#(red)"}}"#
  }

  private func resolved(_ color: Color, _ scheme: ColorScheme = .light) -> Color.Resolved {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return color.resolve(in: environment)
  }

  @Test func aColorSetGivesItsComponentsAndItsDarkVariant() throws {
    let assets = try CatalogBundle()
    try assets.colorSet(
      "Brand.colorset",
      [
        (nil, Self.srgb("1.000", "0.500", "0.250")),
        ("dark", Self.srgb("0.200", "0.400", "0.600", alpha: "0.500")),
      ])
    let brand = Color("Brand", bundle: assets.bundle)
    #expect(resolved(brand) == Color.Resolved(red: 1, green: 0.5, blue: 0.25))
    #expect(resolved(brand, .dark) == Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
    #expect(brand == Color("Brand", bundle: assets.bundle))
  }

  @Test func componentsAreReadInEveryWayXcodeWritesThem() throws {
    let assets = try CatalogBundle()
    try assets.colorSet("Hex.colorset", [(nil, Self.srgb("0xFF", "0x80", "0x00"))])
    try assets.colorSet("Bytes.colorset", [(nil, Self.srgb("255", "51", "0"))])
    try assets.colorSet(
      "Gray.colorset",
      [(nil, #"{"color-space":"gray-gamma-22","components":{"white":"0.250","alpha":"1.000"}}"#)])
    try assets.colorSet(
      "Numbers.colorset", [(nil, #"{"color-space":"srgb","components":{"red":1,"green":0,"blue":0.5}}"#)])
    try assets.colorSet("System.colorset", [(nil, #"{"platform":"ios","reference":"systemIndigoColor"}"#)])
    try assets.colorSet("Label.colorset", [(nil, #"{"platform":"osx","reference":"labelColor"}"#)])
    #expect(
      resolved(Color("Hex", bundle: assets.bundle))
        == Color.Resolved(red: 1, green: Float(128.0 / 255), blue: 0))
    #expect(resolved(Color("Bytes", bundle: assets.bundle)) == Color.Resolved(red: 1, green: 0.2, blue: 0))
    #expect(
      resolved(Color("Gray", bundle: assets.bundle)) == Color.Resolved(red: 0.25, green: 0.25, blue: 0.25))
    #expect(resolved(Color("Numbers", bundle: assets.bundle)) == Color.Resolved(red: 1, green: 0, blue: 0.5))
    #expect(resolved(Color("System", bundle: assets.bundle)) == resolved(.indigo))
    // A reference to a semantic color keeps adapting to the appearance.
    #expect(resolved(Color("Label", bundle: assets.bundle), .dark) == resolved(.primary, .dark))
  }

  @Test func displayP3ComponentsAreConvertedToSRGB() throws {
    let assets = try CatalogBundle()
    try assets.colorSet(
      "Wide.colorset",
      [(nil, #"{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000"}}"#)])
    // P3's red lies outside sRGB: clamped to sRGB's red, with no green or blue left in it.
    #expect(resolved(Color("Wide", bundle: assets.bundle)) == Color.Resolved(red: 1, green: 0, blue: 0))
    // White and a middle gray stay where they are.
    for level in [0.5, 1.0] {
      let gray = resolved(Color(.displayP3, red: level, green: level, blue: level))
      #expect([gray.red, gray.green, gray.blue].allSatisfy { abs($0 - Float(level)) < 0.0001 })
    }
  }

  @Test func groupsThatProvideANamespaceNameTheirSets() throws {
    let assets = try CatalogBundle()
    try assets.write(#"{"properties":{"provides-namespace":true}}"#, to: "Theme/Contents.json")
    try assets.colorSet("Theme/Ink.colorset", [(nil, Self.srgb("0.000", "0.000", "1.000"))])
    try assets.colorSet("Plain/Paper.colorset", [(nil, Self.srgb("1.000", "1.000", "0.000"))])
    #expect(resolved(Color("Theme/Ink", bundle: assets.bundle)) == Color.Resolved(red: 0, green: 0, blue: 1))
    #expect(resolved(Color("Paper", bundle: assets.bundle)) == Color.Resolved(red: 1, green: 1, blue: 0))
    #expect(resolved(Color("Ink", bundle: assets.bundle)) == resolved(.clear))
  }

  @Test func aMissingOrUnreadableColorIsClear() throws {
    let assets = try CatalogBundle()
    try assets.write("not json", to: "Broken.colorset/Contents.json")
    #expect(resolved(Color("Nowhere", bundle: assets.bundle)) == resolved(.clear))
    #expect(resolved(Color("Broken", bundle: assets.bundle)) == resolved(.clear))
  }

  @Test func aCatalogColorFillsAView() throws {
    let assets = try CatalogBundle()
    try assets.colorSet(
      "Panel.colorset",
      [(nil, Self.srgb("0.000", "1.000", "0.000")), ("dark", Self.srgb("0.000", "0.000", "1.000"))])
    for (scheme, expected) in [
      (ColorScheme.light, Color.Resolved(red: 0, green: 1, blue: 0)),
      (.dark, Color.Resolved(red: 0, green: 0, blue: 1)),
    ] {
      let host = TestHost(
        Color("Panel", bundle: assets.bundle).frame(width: 10, height: 10),
        size: CGSize(width: 10, height: 10),
        text: .fixedAdvance, colorScheme: scheme)
      let paints = host.displayList().items.compactMap { item -> Paint? in
        if case .fill(_, let paint, _) = item { return paint }
        return nil
      }
      #expect(paints.last == .color(expected))
    }
  }

  @Test func anImageSetGivesItsFileAtItsScale() throws {
    let assets = try CatalogBundle()
    try assets.write(
      #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},{"filename":"logo@3x.png","idiom":"universal","scale":"3x"}],"info":{"version":1}}"#,
      to: "Logo.imageset/Contents.json")
    var requested: [String] = []
    let services = RenderServices(textMeasurer: FixedAdvanceTextMeasurer()) { url in
      requested.append(url.lastPathComponent)
      // 40 × 20 pixels.
      return GraphicsImageTests.pixels
    }
    let graph = ViewGraph(content: Image("Logo", bundle: assets.bundle), services: services)
    graph.layout(in: CGSize(width: 100, height: 100))
    #expect(requested == ["logo@2x.png"])
    #expect(
      graph.layoutTree().allNodes.first { $0.type == "Image" }?.frame
        == CGRect(x: 40, y: 45, width: 20, height: 10))
  }

  @Test func withNoBundleTheAppsPackageResourcesAreSearched() {
    // This target's own catalog (`resources: [.process("Assets.xcassets")]`) lies in a SwiftPM
    // resource bundle beside the test binary, not in the main bundle itself, as an app's does.
    #expect(resolved(Color("TestInk")) == Color.Resolved(red: 0.1, green: 0.2, blue: 0.6))
    #expect(resolved(Color("TestInk"), .dark) == Color.Resolved(red: 0.7, green: 0.8, blue: 1))
    #expect(resolved(Color("TestInk", bundle: .module)) == Color.Resolved(red: 0.1, green: 0.2, blue: 0.6))
  }
}
