import CCairo
import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Repainting only the damage of a change to a color effect gives the same pixels as painting the
/// new frame whole.
@MainActor
@Suite struct ColorEffectDamageTests {
  private let size = CGSize(width: 160, height: 120)
  private let white = Color.Resolved(red: 1, green: 1, blue: 1)

  private func list<V: View>(_ view: V) -> DisplayList {
    let host = TestHost(view, size: size)
    host.scale = 2
    return host.displayList()
  }

  /// Paints `old` whole, then `new` over it in `old → new`'s damage only.
  private func repainted(from old: DisplayList, to new: DisplayList) -> (ImageBuffer, [CGRect])? {
    let painter = CairoPainter()
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 240) else { return nil }
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    painter.paint(old, into: cr, scale: 2, background: white)
    let damage = DisplayListDamage.rects(from: old, to: new)
    painter.paint(new, into: cr, scale: 2, damage: damage, background: white)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    guard let image = PNG.encode(surface: surface).flatMap(PNG.decode) else { return nil }
    return (image, damage ?? [])
  }

  /// The largest difference of a channel between two images of the same size.
  private func worstDifference(_ a: ImageBuffer, _ b: ImageBuffer) -> Int {
    var worst = 0
    for y in 0..<a.height {
      for x in 0..<a.width * 4 {
        worst = max(worst, abs(Int(a.pixels[y * a.stride + x]) - Int(b.pixels[y * b.stride + x])))
      }
    }
    return worst
  }

  private func expectPartialRepaintMatches(
    _ old: some View, _ new: some View, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let oldList = list(old)
    let newList = list(new)
    let (partial, damage) = try #require(
      repainted(from: oldList, to: newList), sourceLocation: sourceLocation)
    let whole = try #require(
      RasterImage.render(newList, size: size, scale: 2, background: white), sourceLocation: sourceLocation)
    let before = try #require(
      RasterImage.render(oldList, size: size, scale: 2, background: white), sourceLocation: sourceLocation)
    #expect(!damage.isEmpty, "the change is damage", sourceLocation: sourceLocation)
    #expect(worstDifference(before, whole) > 8, "the change shows", sourceLocation: sourceLocation)
    #expect(partial.width == whole.width && partial.height == whole.height, sourceLocation: sourceLocation)
    let worst = worstDifference(partial, whole)
    #expect(worst <= 1, "partial repaint differs by \(worst)", sourceLocation: sourceLocation)
  }

  private var tile: some View {
    ZStack {
      LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
      Circle().fill(Color.teal).frame(width: 40, height: 40)
    }
    .frame(width: 100, height: 80)
  }

  @Test func changingASaturation() throws {
    try expectPartialRepaintMatches(tile.saturation(0.2), tile.saturation(1.5))
  }

  @Test func turningAnEffectOnAndOff() throws {
    try expectPartialRepaintMatches(tile.grayscale(0), tile.grayscale(1))
    try expectPartialRepaintMatches(tile.colorInvert().brightness(0.2), tile.brightness(0))
  }

  @Test func changingAHueRotationAndAMultipliedColor() throws {
    try expectPartialRepaintMatches(tile.hueRotation(.degrees(30)), tile.hueRotation(.degrees(200)))
    try expectPartialRepaintMatches(tile.colorMultiply(.yellow), tile.colorMultiply(.cyan))
  }

  @Test func changingWhatIsTransformed() throws {
    func scene(_ color: Color) -> some View {
      ZStack {
        Color.white.frame(width: 100, height: 80)
        color.frame(width: 30, height: 30)
      }
      .contrast(1.8)
    }
    try expectPartialRepaintMatches(scene(.red), scene(.blue))
  }

  @Test func transformedViewBesideAChange() throws {
    // Only the square changes; the inverted view next to it, partly in the damage, stays inverted.
    func scene(_ color: Color) -> some View {
      HStack(spacing: 0) {
        color.frame(width: 40, height: 40)
        tile.colorInvert()
      }
    }
    try expectPartialRepaintMatches(scene(.red), scene(.blue))
  }
}
