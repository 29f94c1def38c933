import Foundation
import Testing
import TrellisCairo
import TrellisCore

@Suite struct PainterSnapshotTests {
  static let blue = Color.Resolved.rgb(0, 0.478, 1)
  static let orange = Color.Resolved.rgb(1, 0.584, 0)
  static let green = Color.Resolved.rgb(0.204, 0.78, 0.349)
  static let red = Color.Resolved.rgb(1, 0.231, 0.188)
  static let purple = Color.Resolved.rgb(0.686, 0.322, 0.871)

  static func stops(_ colors: [Color.Resolved]) -> [ResolvedGradientStop] {
    colors.enumerated().map {
      ResolvedGradientStop(color: $1, location: Double($0) / Double(colors.count - 1))
    }
  }

  @Test func fillsAndStrokes() {
    var star = Path()
    for i in 0..<5 {
      let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
      let point = CGPoint(x: 90 + 18 * cos(angle), y: 22 + 18 * sin(angle))
      if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.closeSubpath()
    var zigzag = Path()
    zigzag.addLines([
      CGPoint(x: 12, y: 70), CGPoint(x: 30, y: 52), CGPoint(x: 48, y: 70), CGPoint(x: 66, y: 52),
    ])
    var curve = Path()
    curve.move(to: CGPoint(x: 74, y: 70))
    curve.addQuadCurve(to: CGPoint(x: 112, y: 70), control: CGPoint(x: 93, y: 40))
    PainterSnapshot.expectMatch(
      [
        .fill(
          Path(roundedRect: CGRect(x: 8, y: 6, width: 50, height: 34), cornerRadius: 8), .color(Self.blue),
          eoFill: false),
        .stroke(
          Path(ellipseIn: CGRect(x: 14, y: 12, width: 38, height: 22)), .color(.rgb(1, 1, 1)),
          StrokeStyle(lineWidth: 2, dash: [4, 3])),
        .fill(star, .color(Self.orange), eoFill: true),
        .stroke(star, .color(.rgb(0.5, 0.3, 0)), StrokeStyle(lineWidth: 1, lineJoin: .round)),
        .stroke(zigzag, .color(Self.green), StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)),
        .stroke(zigzag, .color(.rgb(0, 0, 0, 0.6)), StrokeStyle(lineWidth: 1, lineCap: .square, dash: [2])),
        .stroke(
          curve, .color(Self.purple),
          StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .bevel, dash: [8, 4], dashPhase: 2)),
      ], named: "painter-shapes")
  }

  @Test func linearGradient() {
    PainterSnapshot.expectMatch(
      [
        .fill(
          Path(roundedRect: CGRect(x: 8, y: 8, width: 104, height: 64), cornerRadius: 12),
          .linearGradient(
            stops: Self.stops([Self.blue, Self.purple, Self.orange]), start: CGPoint(x: 8, y: 8),
            end: CGPoint(x: 112, y: 72)), eoFill: false)
      ], named: "painter-linear-gradient")
  }

  @Test func radialGradient() {
    PainterSnapshot.expectMatch(
      [
        .fill(
          Path(ellipseIn: CGRect(x: 24, y: 4, width: 72, height: 72)),
          .radialGradient(
            stops: [
              ResolvedGradientStop(color: .rgb(1, 1, 1), location: 0),
              ResolvedGradientStop(color: Self.orange, location: 0.4),
              ResolvedGradientStop(color: Self.red, location: 1),
            ], center: CGPoint(x: 52, y: 32), startRadius: 2, endRadius: 44), eoFill: false)
      ], named: "painter-radial-gradient")
  }

  @Test func angularGradient() {
    let wheel = [Self.red, Self.orange, .rgb(1, 0.9, 0), Self.green, Self.blue, Self.purple, Self.red]
    var ring = Path(ellipseIn: CGRect(x: 70, y: 10, width: 44, height: 44))
    ring.addEllipse(in: CGRect(x: 82, y: 22, width: 20, height: 20))
    PainterSnapshot.expectMatch(
      [
        .fill(
          Path(ellipseIn: CGRect(x: 6, y: 6, width: 60, height: 60)),
          .angularGradient(
            stops: Self.stops(wheel), center: CGPoint(x: 36, y: 36), startAngle: .zero,
            endAngle: .degrees(360)),
          eoFill: false),
        // A partial sweep: the gap shows the last color, then the first.
        .fill(
          ring,
          .angularGradient(
            stops: Self.stops([Self.blue, .rgb(1, 1, 1)]), center: CGPoint(x: 92, y: 32),
            startAngle: .degrees(-90),
            endAngle: .degrees(90)), eoFill: true),
        .fill(
          Path(CGRect(x: 70, y: 60, width: 44, height: 14)),
          .angularGradient(
            stops: Self.stops([Self.green, Self.purple]), center: CGPoint(x: 92, y: 67),
            startAngle: .degrees(0),
            endAngle: .degrees(180)), eoFill: false),
      ], named: "painter-angular-gradient")
  }

  @Test func text() {
    let measurer = PangoTextMeasurer()
    var items: [DisplayItem] = []
    var y: CGFloat = 4
    for (alignment, string) in [
      (TextAlignment.leading, "Trellis draws text with Pango."),
      (.center, "Centered lines, wrapped to fit."),
      (.trailing, "Trailing edge"),
    ] {
      let request = TextRequest(string: string, font: ResolvedFont(size: 11), alignment: alignment)
      let size = measurer.measure(request, maxWidth: 112, maxHeight: nil).size
      let x: CGFloat =
        switch alignment {
        case .leading: 4
        case .center: (120 - size.width) / 2
        case .trailing: 116 - size.width
        }
      items.append(.pushClip(Path(CGRect(x: x, y: y, width: size.width, height: size.height)), eoFill: false))
      items.append(
        .fill(Path(CGRect(x: 0, y: 0, width: 120, height: 80)), .rgb(0.93, 0.95, 1), eoFill: false))
      items.append(.popClip)
      items.append(
        .text(request, frame: CGRect(origin: CGPoint(x: x, y: y), size: size), paint: .rgb(0.1, 0.1, 0.12)))
      y += size.height + 2
    }
    let decorated = TextRequest(
      string: "Bold, underlined and a very long tail", font: ResolvedFont(size: 12, weight: 700),
      lineLimit: 1,
      underline: true)
    let size = measurer.measure(decorated, maxWidth: 112, maxHeight: nil).size
    items.append(
      .text(
        decorated, frame: CGRect(x: 4, y: y, width: size.width, height: size.height),
        paint: .linearGradient(
          stops: Self.stops([Self.blue, Self.red]), start: CGPoint(x: 4, y: 0), end: CGPoint(x: 116, y: 0))))
    y += size.height
    let struck = TextRequest(
      string: "Struck italic", font: ResolvedFont(size: 11, italic: true), strikethrough: true)
    let struckSize = measurer.measure(struck, maxWidth: nil, maxHeight: nil).size
    items.append(
      .text(struck, frame: CGRect(origin: CGPoint(x: 4, y: y), size: struckSize), paint: .color(Self.red)))
    PainterSnapshot.expectMatch(items, size: CGSize(width: 120, height: 110), named: "painter-text")
  }

  @Test func clip() {
    var items: [DisplayItem] = [
      .pushClip(Path(ellipseIn: CGRect(x: 10, y: 5, width: 70, height: 70)), eoFill: false)
    ]
    for i in 0..<12 {
      let color = i % 2 == 0 ? Self.blue : Self.orange
      items.append(
        .fill(Path(CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 80)), .color(color), eoFill: false))
    }
    items.append(.popClip)
    var frame = Path(CGRect(x: 70, y: 20, width: 44, height: 44))
    frame.addRect(CGRect(x: 80, y: 30, width: 24, height: 24))
    items += [
      .pushClip(frame, eoFill: true),
      .fill(Path(CGRect(x: 0, y: 0, width: 120, height: 80)), .color(Self.green), eoFill: false),
      .popClip,
    ]
    PainterSnapshot.expectMatch(items, named: "painter-clip")
  }

  @Test func transforms() {
    let square = Path(CGRect(x: -15, y: -15, width: 30, height: 30))
    PainterSnapshot.expectMatch(
      [
        .pushTransform(CGAffineTransform(translationX: 30, y: 40)),
        .pushTransform(CGAffineTransform(rotationAngle: .pi / 6)),
        .fill(square, .color(Self.blue), eoFill: false),
        .popTransform,
        .popTransform,
        .pushTransform(CGAffineTransform(translationX: 85, y: 40).scaledBy(x: 1.5, y: 0.75)),
        .fill(
          Path(ellipseIn: CGRect(x: -15, y: -15, width: 30, height: 30)), .color(Self.orange), eoFill: false),
        .stroke(square, .color(.rgb(0, 0, 0)), StrokeStyle(lineWidth: 1)),
        .popTransform,
        // Singular transforms show nothing and leave the rest alone.
        .pushTransform(CGAffineTransform(scaleX: 0, y: 1)),
        .fill(square, .color(Self.red), eoFill: false),
        .popTransform,
      ], named: "painter-transform")
  }

  @Test func layerOpacity() {
    PainterSnapshot.expectMatch(
      [
        .fill(Path(CGRect(x: 0, y: 30, width: 120, height: 20)), .color(.rgb(0.2, 0.2, 0.2)), eoFill: false),
        // Faded as one: where the circles overlap the layer is no darker.
        .pushLayer(LayerEffects(opacity: 0.5, bounds: CGRect(x: 10, y: 10, width: 100, height: 60))),
        .fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60)), .color(Self.blue), eoFill: false),
        .fill(Path(ellipseIn: CGRect(x: 50, y: 10, width: 60, height: 60)), .color(Self.blue), eoFill: false),
        .popLayer,
      ], named: "painter-layer-opacity")
  }

  @Test func shadow() {
    let card = Path(roundedRect: CGRect(x: 20, y: 14, width: 80, height: 46), cornerRadius: 10)
    PainterSnapshot.expectMatch(
      [
        .pushLayer(
          LayerEffects(
            shadow: .init(color: .rgb(0, 0, 0, 0.35), radius: 6, offset: CGSize(width: 0, height: 4)),
            bounds: CGRect(x: 20, y: 14, width: 80, height: 46))),
        .fill(card, .color(.rgb(1, 1, 1)), eoFill: false),
        .fill(
          Path(ellipseIn: CGRect(x: 30, y: 24, width: 26, height: 26)), .color(Self.green), eoFill: false),
        .popLayer,
      ], named: "painter-shadow")
  }

  @Test func blur() {
    PainterSnapshot.expectMatch(
      [
        .fill(Path(CGRect(x: 60, y: 0, width: 60, height: 80)), .color(Self.blue), eoFill: false),
        .pushLayer(LayerEffects(blurRadius: 4)),
        .fill(
          Path(ellipseIn: CGRect(x: 15, y: 15, width: 50, height: 50)), .color(Self.orange), eoFill: false),
        .fill(Path(CGRect(x: 75, y: 30, width: 30, height: 20)), .color(.rgb(1, 1, 1)), eoFill: false),
        .popLayer,
      ], named: "painter-blur")
  }

  @Test func images() throws {
    // A 4×4 checkerboard, straight from the premultiplied pixel layout (B, G, R, A in memory).
    var pixels: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<4 {
        pixels += (x + y) % 2 == 0 ? [255, 122, 0, 255] : [0, 149, 255, 255]
      }
    }
    let image = ImageBuffer(width: 4, height: 4, stride: 16, pixels: pixels)
    PainterSnapshot.expectMatch(
      [
        .image(image, frame: CGRect(x: 8, y: 8, width: 48, height: 48), interpolation: .none),
        .image(image, frame: CGRect(x: 64, y: 8, width: 48, height: 48), interpolation: .high),
        .image(image, frame: CGRect(x: 8, y: 62, width: 104, height: 12), interpolation: .low),
      ], named: "painter-image")
  }
}
