import CCairo
import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Repainting only the damage of a change to a mask or a blend mode gives the same pixels as
/// painting the new frame whole.
@MainActor
@Suite struct MaskBlendDamageTests {
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

  private func expectPartialRepaintMatches(
    _ old: some View, _ new: some View, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let oldList = list(old)
    let newList = list(new)
    let (partial, damage) = try #require(
      repainted(from: oldList, to: newList), sourceLocation: sourceLocation)
    let whole = try #require(
      RasterImage.render(newList, size: size, scale: 2, background: white), sourceLocation: sourceLocation)
    #expect(!damage.isEmpty, "the change is damage", sourceLocation: sourceLocation)
    #expect(partial.width == whole.width && partial.height == whole.height, sourceLocation: sourceLocation)
    var worst = 0
    for y in 0..<whole.height {
      for x in 0..<whole.width * 4 {
        worst = max(
          worst, abs(Int(partial.pixels[y * partial.stride + x]) - Int(whole.pixels[y * whole.stride + x])))
      }
    }
    #expect(worst <= 1, "partial repaint differs by \(worst)", sourceLocation: sourceLocation)
  }

  private func masked(_ alignment: Alignment, diameter: CGFloat = 40, color: Color = .orange) -> some View {
    LinearGradient(colors: [color, .purple], startPoint: .leading, endPoint: .trailing)
      .frame(width: 100, height: 80)
      .mask(alignment: alignment) { Circle().frame(width: diameter, height: diameter) }
  }

  @Test func movingAMask() throws {
    try expectPartialRepaintMatches(masked(.topLeading), masked(.bottomTrailing))
  }

  @Test func shrinkingAMask() throws {
    try expectPartialRepaintMatches(masked(.center, diameter: 80), masked(.center, diameter: 20))
  }

  @Test func changingWhatIsMasked() throws {
    try expectPartialRepaintMatches(masked(.center, color: .orange), masked(.center, color: .green))
  }

  @Test func removingAMask() throws {
    let plain = LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
      .frame(width: 100, height: 80)
    try expectPartialRepaintMatches(masked(.leading), plain)
    try expectPartialRepaintMatches(plain, masked(.trailing))
  }

  @Test func maskedViewBesideAChange() throws {
    // Only the square changes; the masked view outside the damage must not lose its mask.
    func scene(_ color: Color) -> some View {
      HStack(spacing: 0) {
        color.frame(width: 40, height: 40)
        masked(.center, diameter: 60)
      }
    }
    try expectPartialRepaintMatches(scene(.red), scene(.blue))
  }

  private func blended(_ mode: BlendMode, backdrop: Color = .yellow) -> some View {
    ZStack {
      backdrop.frame(width: 120, height: 90)
      Circle().fill(Color.blue).frame(width: 50, height: 50).blendMode(mode)
    }
  }

  @Test func changingABlendMode() throws {
    try expectPartialRepaintMatches(blended(.multiply), blended(.difference))
  }

  @Test func changingWhatIsBehindABlendedView() throws {
    try expectPartialRepaintMatches(blended(.screen, backdrop: .yellow), blended(.screen, backdrop: .mint))
  }
}
