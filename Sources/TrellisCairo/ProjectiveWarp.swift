import CCairo
import TrellisCore

/// Draws an image through a perspective transform, which cairo's affine matrices cannot: every
/// destination pixel is mapped back into the source and sampled there, bilinearly.
enum ProjectiveWarp {
  /// A new ARGB32 surface covering `region` (whole device pixels) of the destination, holding
  /// `source` (an ARGB32 image surface) drawn through the transform whose inverse, from
  /// destination to source pixel coordinates, is `inverse`. Pixels that map outside the source,
  /// or to no point in front of the eye, stay transparent.
  static func warp(_ source: OpaquePointer, inverse: ProjectionTransform, region: CGRect) -> OpaquePointer? {
    let width = Int(region.width)
    let height = Int(region.height)
    guard width > 0, height > 0, cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32,
      let destination = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(destination) == CAIRO_STATUS_SUCCESS,
      let sourceData = cairo_image_surface_get_data(source),
      let destinationData = cairo_image_surface_get_data(destination)
    else {
      cairo_surface_destroy(destination)
      return nil
    }
    cairo_surface_flush(source)
    cairo_surface_flush(destination)
    let sourceWidth = Int(cairo_image_surface_get_width(source))
    let sourceHeight = Int(cairo_image_surface_get_height(source))
    let sourceStride = Int(cairo_image_surface_get_stride(source)) / 4
    let destinationStride = Int(cairo_image_surface_get_stride(destination)) / 4
    let pixels = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
    let output = UnsafeMutableRawPointer(destinationData).assumingMemoryBound(to: UInt32.self)

    /// The source pixel at `x`, `y`; transparent outside the image.
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
      guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return 0 }
      return pixels[y * sourceStride + x]
    }

    let originX = Double(region.minX)
    let originY = Double(region.minY)
    for row in 0..<height {
      let dy = originY + Double(row) + 0.5
      let line = output + row * destinationStride
      for column in 0..<width {
        let dx = originX + Double(column) + 0.5
        let w = dx * inverse.m13 + dy * inverse.m23 + inverse.m33
        guard w > 1e-9 else {
          line[column] = 0
          continue
        }
        // Pixel centers lie at half coordinates.
        let sx = (dx * inverse.m11 + dy * inverse.m21 + inverse.m31) / w - 0.5
        let sy = (dx * inverse.m12 + dy * inverse.m22 + inverse.m32) / w - 0.5
        guard sx > -1, sy > -1, sx < Double(sourceWidth), sy < Double(sourceHeight) else {
          line[column] = 0
          continue
        }
        let x0 = Int(sx.rounded(.down))
        let y0 = Int(sy.rounded(.down))
        let fx = sx - Double(x0)
        let fy = sy - Double(y0)
        line[column] = blend(
          pixel(x0, y0), pixel(x0 + 1, y0), pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1), fx: fx, fy: fy)
      }
    }
    cairo_surface_mark_dirty(destination)
    return destination
  }

  /// The bilinear mix of four premultiplied pixels, `fx` of the way from the left pair to the
  /// right and `fy` from the top pair to the bottom.
  private static func blend(
    _ topLeft: UInt32, _ topRight: UInt32, _ bottomLeft: UInt32, _ bottomRight: UInt32, fx: Double, fy: Double
  ) -> UInt32 {
    if topLeft == topRight && topLeft == bottomLeft && topLeft == bottomRight { return topLeft }
    // Weights in 1/256ths, so each channel mixes in integers.
    let wx = UInt32((fx * 256).rounded())
    let wy = UInt32((fy * 256).rounded())
    let w11 = (256 - wx) * (256 - wy)
    let w21 = wx * (256 - wy)
    let w12 = (256 - wx) * wy
    let w22 = wx * wy
    var result: UInt32 = 0
    for shift: UInt32 in [0, 8, 16, 24] {
      let sum =
        (topLeft >> shift & 0xFF) * w11 + (topRight >> shift & 0xFF) * w21 + (bottomLeft >> shift & 0xFF)
        * w12
        + (bottomRight >> shift & 0xFF) * w22
      result |= ((sum + 32768) >> 16) << shift
    }
    return result
  }
}
