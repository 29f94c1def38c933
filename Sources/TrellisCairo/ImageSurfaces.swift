import CCairo
import TrellisCore

/// Conversions between `ImageBuffer` and cairo image surfaces.
enum ImageSurfaces {
  /// Whether `image` describes a consistent block of pixels.
  static func isValid(_ image: ImageBuffer) -> Bool {
    image.width > 0 && image.height > 0 && image.width <= 32767 && image.height <= 32767
      && image.stride >= image.width * 4
      && image.pixels.count >= image.stride * (image.height - 1) + image.width * 4
  }

  /// Calls `body` with a surface over `image`'s pixels, without copying them when cairo accepts the
  /// stride as it is. The surface only lives during the call.
  static func withSurface(of image: ImageBuffer, _ body: (OpaquePointer) -> Void) {
    guard isValid(image) else { return }
    if image.stride % 4 == 0 && image.pixels.count >= image.stride * image.height {
      image.pixels.withUnsafeBufferPointer { buffer in
        // cairo only reads a source surface, so the pixels stay immutable as ImageBuffer promises.
        let data = UnsafeMutablePointer(mutating: buffer.baseAddress!)
        guard
          let surface = cairo_image_surface_create_for_data(
            data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.stride))
        else { return }
        defer {
          // Finishing detaches cairo's snapshots, so nothing reads the pixels after the call.
          cairo_surface_finish(surface)
          cairo_surface_destroy(surface)
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        body(surface)
      }
    } else if let surface = makeSurface(copying: image) {
      defer { cairo_surface_destroy(surface) }
      body(surface)
    }
  }

  /// A new ARGB32 surface holding a copy of `image`.
  static func makeSurface(copying image: ImageBuffer) -> OpaquePointer? {
    guard isValid(image),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    image.pixels.withUnsafeBufferPointer { source in
      for row in 0..<image.height {
        (data + row * stride).update(from: source.baseAddress! + row * image.stride, count: image.width * 4)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// A copy of an image surface's pixels, converted to ARGB32 if needed.
  static func buffer(from surface: OpaquePointer) -> ImageBuffer? {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    guard width > 0, height > 0 else { return nil }
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
      guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
      defer { cairo_surface_destroy(converted) }
      let cr = cairo_create(converted)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      return buffer(from: converted)
    }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = Array(UnsafeBufferPointer(start: data, count: stride * Int(height)))
    return ImageBuffer(width: Int(width), height: Int(height), stride: stride, pixels: pixels)
  }
}
