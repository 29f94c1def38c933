import CCairo
import Foundation
import Testing
import TrellisCairo
import TrellisCore

@Suite struct PainterOutputTests {
  /// Renders into a fresh surface with `body` and returns its pixels.
  func pixels(width: Int32, height: Int32, _ body: (OpaquePointer) -> Void) -> ImageBuffer? {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    body(cr)
    cairo_destroy(cr)
    return PNG.encode(surface: surface).flatMap(PNG.decode)
  }

  func pixel(_ image: ImageBuffer, _ x: Int, _ y: Int) -> [UInt8] {
    Array(image.pixels[(y * image.stride + x * 4)..<(y * image.stride + x * 4 + 4)])
  }

  @Test func damageLimitsRepainting() throws {
    let painter = CairoPainter()
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    let red = Paint.color(Color.Resolved(red: 1, green: 0, blue: 0))
    let image = try #require(
      pixels(width: 200, height: 100) { cr in
        painter.paint(DisplayList(), into: cr, scale: 2, background: white)
        painter.paint(
          DisplayList(items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), red, eoFill: false),
            // Nested items far from the damage are skipped without unbalancing the stack.
            .pushLayer(LayerEffects(opacity: 0.5, bounds: CGRect(x: 80, y: 0, width: 20, height: 20))),
            .pushTransform(CGAffineTransform(translationX: 80, y: 0)),
            .fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), red, eoFill: false),
            .popTransform,
            .popLayer,
            .pushClip(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), eoFill: false),
            .fill(
              Path(CGRect(x: 5, y: 5, width: 10, height: 10)),
              .color(Color.Resolved(red: 0, green: 0, blue: 1)), eoFill: false),
            .popClip,
          ]), into: cr, scale: 2, damage: [CGRect(x: 2.2, y: 2.2, width: 20, height: 20)])
      })
    #expect(pixel(image, 2, 2) == [255, 255, 255, 255])  // outside the damage
    #expect(pixel(image, 4, 4) == [0, 0, 255, 255])  // 2.2 points grows to pixel 4
    #expect(pixel(image, 20, 20) == [255, 0, 0, 255])  // the blue square, inside
    #expect(pixel(image, 60, 60) == [255, 255, 255, 255])  // below the damage
    #expect(pixel(image, 170, 10) == [255, 255, 255, 255])  // the skipped layer
  }

  @Test(arguments: [0.5, 1, 1.5, 2] as [CGFloat])
  func textDrawnInItsMeasuredFrameStaysInside(scale: CGFloat) throws {
    let measurer = PangoTextMeasurer()
    for width: CGFloat in [37, 60, 83.4, 120] {
      for lineLimit: Int? in [nil, 1, 2] {
        let request = TextRequest(
          string: "Layouts break lines the same way when they are drawn", font: ResolvedFont(size: 13),
          lineLimit: lineLimit, alignment: .center)
        let size = measurer.measure(request, maxWidth: width, maxHeight: nil).size
        let frame = CGRect(x: 10, y: 10, width: size.width, height: size.height)
        let canvas = CGSize(width: 160, height: frame.maxY + 40)
        let black = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0))
        let image = try #require(
          RasterImage.render(
            DisplayList(items: [.text(request, frame: frame, paint: black)]), size: canvas, scale: scale))
        // An extra line would ink the space below the frame.
        let firstRowBelow = Int(((frame.maxY + 4) * scale).rounded(.up))
        var inkBelow = 0
        for y in firstRowBelow..<image.height {
          for x in 0..<image.width where image.pixels[y * image.stride + x * 4 + 3] != 0 { inkBelow += 1 }
        }
        #expect(inkBelow == 0, "width \(width), line limit \(String(describing: lineLimit))")
      }
    }
  }

  @Test func pngRoundTrips() throws {
    let pixels: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0]
    let image = ImageBuffer(width: 2, height: 2, stride: 8, pixels: pixels)
    let data = try #require(PNG.encode(image))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let decoded = try #require(PNG.decode(data))
    #expect(decoded.width == 2 && decoded.height == 2)
    #expect(decoded.pixels[0..<8] == pixels[0..<8])
    #expect(decoded.pixels[decoded.stride..<(decoded.stride + 8)] == pixels[8..<16])
  }

  @Test func badPNGDataGivesNil() {
    #expect(PNG.decode(Data()) == nil)
    #expect(PNG.decode(Data("not a png at all".utf8)) == nil)
    var truncated = PNG.encode(
      ImageBuffer(width: 8, height: 8, stride: 32, pixels: .init(repeating: 200, count: 256)))!
    truncated.removeLast(truncated.count / 2)
    #expect(PNG.decode(truncated) == nil)
    #expect(PNG.decode(contentsOf: URL(fileURLWithPath: "/nonexistent/image.png")) == nil)
    #expect(PNG.encode(ImageBuffer(width: 4, height: 4, stride: 16, pixels: [1, 2, 3])) == nil)
  }

  @Test func absurdRasterSizesGiveNil() {
    let list = DisplayList(items: [
      .fill(
        Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.init(red: 1, green: 0, blue: 0)),
        eoFill: false)
    ])
    for (size, scale) in [
      (CGSize(width: 0, height: 10), 1.0), (CGSize(width: -5, height: 10), 1),
      (CGSize(width: CGFloat.nan, height: 10), 1),
      (CGSize(width: 10, height: CGFloat.infinity), 1), (CGSize(width: 10, height: 10), 0),
      (CGSize(width: 10, height: 10), CGFloat.nan),
      (CGSize(width: 20000, height: 10), 1), (CGSize(width: 9000, height: 10), 2),
    ] as [(CGSize, CGFloat)] {
      #expect(RasterImage.renderPNG(list, size: size, scale: scale) == nil, "\(size) at \(scale)")
    }
    let image = RasterImage.render(list, size: CGSize(width: 10.2, height: 5), scale: 2)
    #expect(image?.width == 21 && image?.height == 10)
  }

  @Test func malformedDisplayListsDoNotCrash() {
    let fill = DisplayItem.fill(
      Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.init(red: 1, green: 0, blue: 0)), eoFill: false
    )
    let nan = CGFloat.nan
    let lists: [[DisplayItem]] = [
      [.popLayer, .popClip, .popTransform, fill],
      [
        .pushLayer(LayerEffects(opacity: 0.5)),
        .pushClip(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), eoFill: false), fill,
      ],
      [.pushTransform(CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)), fill, .popTransform, fill],
      [
        .pushLayer(
          LayerEffects(
            blurRadius: 3,
            shadow: .init(
              color: .init(red: 0, green: 0, blue: 0), radius: 2, offset: CGSize(width: 2, height: 2)))),
        fill,
      ],
      [
        .pushLayer(LayerEffects(blurRadius: .infinity, bounds: CGRect(x: nan, y: 0, width: 1, height: 1))),
        fill, .popLayer,
      ],
      [
        .stroke(
          Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(.init(red: 0, green: 0, blue: 0)),
          StrokeStyle(lineWidth: 1, dash: [0, 0, -1]))
      ],
      [
        .stroke(
          Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(.init(red: 0, green: 0, blue: 0)),
          StrokeStyle(lineWidth: nan))
      ],
      [
        .fill(
          Path {
            $0.move(to: CGPoint(x: nan, y: 1)); $0.addLine(to: CGPoint(x: 5, y: 5))
          }, .color(.init(red: 0, green: 0, blue: 0)), eoFill: false)
      ],
      [
        .fill(
          Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .linearGradient(stops: [], start: .zero, end: .zero),
          eoFill: false)
      ],
      [
        .fill(
          Path(CGRect(x: 0, y: 0, width: 5, height: 5)),
          .angularGradient(
            stops: [.init(color: .init(red: 0, green: 0, blue: 0), location: nan)], center: .zero,
            startAngle: .degrees(10), endAngle: .degrees(-720)), eoFill: false)
      ],
      [
        .image(
          ImageBuffer(width: 3, height: 3, stride: 2, pixels: []),
          frame: CGRect(x: 0, y: 0, width: 5, height: 5), interpolation: .high)
      ],
      [
        .text(
          TextRequest(string: "Hi", font: ResolvedFont(size: 12)),
          frame: CGRect(x: nan, y: 0, width: 5, height: 5), paint: .color(.init(red: 0, green: 0, blue: 0)))
      ],
    ]
    for (index, items) in lists.enumerated() {
      let image = RasterImage.render(
        DisplayList(items: items + [fill]), size: CGSize(width: 20, height: 20), scale: 2)
      // Unless it sits in an unfinished layer, the last fill draws whatever came before.
      let unfinishedLayer = index == 1 || index == 3
      #expect(image != nil)
      #expect(unfinishedLayer || image?.pixels[3] == 255, "list \(index)")
    }
  }
}
