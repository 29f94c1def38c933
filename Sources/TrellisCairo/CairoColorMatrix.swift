import CCairo
import TrellisCore

/// Applies a `ColorMatrix` to the pixels of an image surface.
///
/// cairo's ARGB32 pixels are premultiplied; a matrix defined on straight colors (most are) gets
/// each pixel divided by its alpha first and multiplied by the new alpha after.
enum CairoColorMatrix {
  /// Transforms every pixel of an ARGB32 image surface in place.
  static func apply(_ matrix: ColorMatrix, to surface: OpaquePointer) {
    guard !matrix.isIdentity, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
    // Layers are mostly flat fills and clear areas: remembering the last pixel skips most of the
    // arithmetic.
    var lastIn: UInt32 = 0
    var lastOut = transform(0, matrix)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let pixel = row[x]
        if pixel != lastIn {
          lastIn = pixel
          lastOut = transform(pixel, matrix)
        }
        row[x] = lastOut
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// One premultiplied ARGB32 pixel (alpha in the top byte) transformed by `matrix`.
  static func transform(_ pixel: UInt32, _ matrix: ColorMatrix) -> UInt32 {
    if matrix.isPremultiplied { return transformPremultiplied(pixel, matrix) }
    let a = Float(pixel >> 24)
    var color = SIMD4<Float>(0, 0, 0, a / 255)
    if a > 0 {
      color.x = min(Float((pixel >> 16) & 0xFF) / a, 1)
      color.y = min(Float((pixel >> 8) & 0xFF) / a, 1)
      color.z = min(Float(pixel & 0xFF) / a, 1)
    }
    let out = matrix.apply(to: color)
    let alpha = out.w * 255
    let premultiplied = (SIMD4<Float>(out.x, out.y, out.z, 1) * alpha).rounded(.toNearestOrAwayFromZero)
    return UInt32(premultiplied.w) << 24 | UInt32(premultiplied.x) << 16 | UInt32(premultiplied.y) << 8
      | UInt32(premultiplied.z)
  }

  private static func transformPremultiplied(_ pixel: UInt32, _ matrix: ColorMatrix) -> UInt32 {
    let color =
      SIMD4<Float>(
        Float((pixel >> 16) & 0xFF), Float((pixel >> 8) & 0xFF), Float(pixel & 0xFF), Float(pixel >> 24))
      / 255
    let out = matrix.apply(to: color) * 255
    // A premultiplied component may not exceed alpha.
    let alpha = out.w.rounded(.toNearestOrAwayFromZero)
    let rgb = SIMD4<Float>(out.x, out.y, out.z, 0).rounded(.toNearestOrAwayFromZero)
    return UInt32(alpha) << 24 | UInt32(min(rgb.x, alpha)) << 16 | UInt32(min(rgb.y, alpha)) << 8
      | UInt32(min(rgb.z, alpha))
  }
}
