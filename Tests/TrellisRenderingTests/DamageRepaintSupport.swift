import CCairo
import Foundation
import Trellis
import TrellisCairo
import TrellisTesting

/// Paints a frame whole, then the next one only in the damage between them, on a 160 × 120
/// canvas at scale 2: what the damage tests compare with painting the new frame whole.
@MainActor
struct DamageRepaint {
  let size = CGSize(width: 160, height: 120)
  let white = Color.Resolved(red: 1, green: 1, blue: 1)

  /// The display list of `view` laid out on the canvas.
  func list<V: View>(_ view: V) -> DisplayList {
    let host = TestHost(view, size: size)
    host.scale = 2
    return host.displayList()
  }

  /// Paints `old` whole, then `new` over it in `old → new`'s damage only.
  func repainted(from old: DisplayList, to new: DisplayList) -> (ImageBuffer, [CGRect])? {
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

  /// `list` painted whole.
  func whole(_ list: DisplayList) -> ImageBuffer? {
    RasterImage.render(list, size: size, scale: 2, background: white)
  }

  /// The largest difference of a channel between two images of the same size.
  func worstDifference(_ a: ImageBuffer, _ b: ImageBuffer) -> Int {
    var worst = 0
    for y in 0..<a.height {
      for x in 0..<a.width * 4 {
        worst = max(worst, abs(Int(a.pixels[y * a.stride + x]) - Int(b.pixels[y * b.stride + x])))
      }
    }
    return worst
  }
}
