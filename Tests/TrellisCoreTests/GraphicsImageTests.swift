import Foundation
import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GraphicsImageTests {
  /// A 40 × 20 pixel image: opaque red on the left half, transparent on the right.
  static let pixels: ImageBuffer = {
    var bytes = [UInt8](repeating: 0, count: 40 * 20 * 4)
    for row in 0..<20 {
      for column in 0..<20 {
        let offset = (row * 40 + column) * 4
        // Premultiplied ARGB32 in little-endian byte order: blue, green, red, alpha.
        bytes[offset + 2] = 255
        bytes[offset + 3] = 255
      }
    }
    return ImageBuffer(width: 40, height: 20, stride: 160, pixels: bytes)
  }()

  func frame<V: View>(of view: V, in size: CGSize = CGSize(width: 200, height: 200)) -> CGRect? {
    TestHostFactory.fixed(view.accessibilityIdentifier("image"), size: size).frame(of: "image")
  }

  @Test func fixedImageKeepsItsPixelSize() {
    #expect(frame(of: Image(decorative: Self.pixels)) == CGRect(x: 80, y: 90, width: 40, height: 20))
    // A frame around a fixed image does not resize it.
    let framed = TestHostFactory.fixed(
      Image(decorative: Self.pixels).accessibilityIdentifier("image").frame(width: 100, height: 100))
    #expect(framed.frame(of: "image") == CGRect(x: 80, y: 90, width: 40, height: 20))
    #expect(
      frame(of: Image(decorative: Self.pixels, scale: 2)) == CGRect(x: 90, y: 95, width: 20, height: 10))
  }

  @Test func resizableImageTakesTheProposal() {
    let view = Image(decorative: Self.pixels).resizable().accessibilityIdentifier("image").frame(
      width: 100, height: 60)
    #expect(TestHostFactory.fixed(view).frame(of: "image") == CGRect(x: 50, y: 70, width: 100, height: 60))
    // Unspecified dimensions take the image's own size.
    let ideal = Image(decorative: Self.pixels).resizable().accessibilityIdentifier("image").fixedSize()
    #expect(TestHostFactory.fixed(ideal).frame(of: "image") == CGRect(x: 80, y: 90, width: 40, height: 20))
  }

  @Test func scaledToFitAndFillKeepTheRatio() {
    let fit = Image(decorative: Self.pixels).resizable().scaledToFit().accessibilityIdentifier("image")
      .frame(width: 100, height: 100)
    #expect(TestHostFactory.fixed(fit).frame(of: "image") == CGRect(x: 50, y: 75, width: 100, height: 50))
    let fill = Image(decorative: Self.pixels).resizable().scaledToFill().accessibilityIdentifier("image")
      .frame(width: 100, height: 100)
    #expect(TestHostFactory.fixed(fill).frame(of: "image") == CGRect(x: 0, y: 50, width: 200, height: 100))
    let ratio = Image(decorative: Self.pixels).resizable().aspectRatio(contentMode: .fit)
      .accessibilityIdentifier("image").frame(width: 60, height: 100)
    #expect(TestHostFactory.fixed(ratio).frame(of: "image") == CGRect(x: 70, y: 85, width: 60, height: 30))
  }

  @Test func imageDrawsItsPixelsInItsFrameWithItsInterpolation() {
    let host = TestHostFactory.fixed(
      Image(decorative: Self.pixels).resizable().interpolation(.none).frame(width: 80, height: 40))
    let images = host.displayList().items.compactMap { item -> (CGRect, ImageInterpolation)? in
      if case .image(let buffer, let frame, let interpolation) = item, buffer === Self.pixels {
        return (frame, interpolation)
      }
      return nil
    }
    #expect(images.count == 1)
    #expect(images.first?.0 == CGRect(x: 60, y: 80, width: 80, height: 40))
    #expect(images.first?.1 == ImageInterpolation.none)
  }

  @Test func templateImagesTakeTheForegroundColor() {
    let host = TestHostFactory.fixed(
      Image(decorative: Self.pixels).renderingMode(.template).foregroundStyle(
        Color(red: 0, green: 0, blue: 1)))
    let buffers = host.displayList().items.compactMap { item -> ImageBuffer? in
      if case .image(let buffer, _, _) = item { return buffer }
      return nil
    }
    #expect(buffers.count == 1)
    // The opaque half turns blue; the transparent half stays transparent.
    #expect(buffers.first.map { Array($0.pixels[0..<4]) } == [255, 0, 0, 255])
    #expect(buffers.first.map { Array($0.pixels[120..<124]) } == [0, 0, 0, 0])
  }

  @Test func symbolsAreSizedByTheFont() {
    // Body text is 14 points: a 14-point-tall symbol, as wide as its design (star: 1.05).
    #expect(frame(of: Image(systemName: "star.fill"))?.size == CGSize(width: 15, height: 14))
    #expect(
      frame(of: Image(systemName: "checkmark").font(.largeTitle))?.size == CGSize(width: 28, height: 28))
    #expect(
      frame(of: Image(systemName: "checkmark").imageScale(.large))?.size == CGSize(width: 18, height: 18))
    #expect(
      frame(of: Image(systemName: "checkmark").imageScale(.small))?.size == CGSize(width: 11, height: 11))
    let resized = Image(systemName: "checkmark").resizable().scaledToFit().accessibilityIdentifier("image")
      .frame(width: 110, height: 200)
    #expect(TestHostFactory.fixed(resized).frame(of: "image")?.size == CGSize(width: 110, height: 110))
  }

  @Test func symbolsAlignOnTheTextBaseline() {
    let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Image(systemName: "star").accessibilityIdentifier("star")
      Text("Hi").accessibilityIdentifier("text")
    }
    let host = TestHostFactory.fixed(view)
    // The fake measurer's baseline is 15 points down the 20-point line; the symbol's is
    // 7 + 14 × 0.365 = 12.11 points down, so its top lies 2.89 points below the text's (rounded).
    #expect(host.frame(of: "text") == CGRect(x: 98, y: 90, width: 20, height: 20))
    #expect(host.frame(of: "star") == CGRect(x: 83, y: 93, width: 15, height: 14))
  }

  @Test func symbolsDrawInTheForegroundStyle() {
    let host = TestHostFactory.fixed(Image(systemName: "heart.fill").foregroundStyle(Color.red))
    let paints = host.displayList().items.compactMap { item -> Paint? in
      if case .fill(_, let paint, _) = item { return paint }
      return nil
    }
    #expect(paints == [.color(Color.red.resolve(in: EnvironmentValues()))])
  }

  @Test func unknownNamesDrawAPlaceholder() {
    #expect(frame(of: Image(systemName: "not.a.symbol"))?.size == CGSize(width: 14, height: 14))
    #expect(
      frame(of: Image("missing-image-name", bundle: Bundle.main))?.size == CGSize(width: 14, height: 14))
    let host = TestHostFactory.fixed(Image(systemName: "not.a.symbol"))
    // A box, a question mark and its dot, in one layer at the secondary style's opacity.
    #expect(host.displayList().items.count == 5)
  }

  @Test func namedImagesLoadPNGFilesThroughTheImageLoader() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graphics-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([1]).write(to: folder.appendingPathComponent("photo@2x.png"))
    var requested: [String] = []
    let services = RenderServices(textMeasurer: FixedAdvanceTextMeasurer()) { url in
      requested.append(url.lastPathComponent)
      return GraphicsImageTests.pixels
    }
    let bundle = try #require(Bundle(path: folder.path))
    let graph = ViewGraph(content: Image("photo", bundle: bundle), services: services)
    graph.layout(in: CGSize(width: 100, height: 100))
    #expect(requested == ["photo@2x.png"])
    #expect(
      graph.layoutTree().allNodes.first { $0.type == "Image" }?.frame
        == CGRect(x: 40, y: 45, width: 20, height: 10))
  }

  @Test func systemNamesListTheCatalog() {
    let names = Image.systemNames
    for required in [
      "checkmark", "xmark", "plus", "minus", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
      "star",
      "star.fill", "heart", "heart.fill", "leaf.fill", "trash", "gear", "magnifyingglass", "pawprint.fill",
      "fish.fill", "cat.fill", "dog.fill", "folder", "folder.fill", "doc", "doc.fill", "doc.text",
      "sidebar.left",
      "sidebar.right", "photo",
    ] {
      #expect(names.contains(required), "missing \(required)")
    }
  }
}
