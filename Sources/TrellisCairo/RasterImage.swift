import CCairo
public import TrellisCore

/// Renders display lists into pixels, off screen: for image renderers and snapshot tests.
public enum RasterImage {
  /// The largest width or height, in pixels, that is rendered.
  public static let maximumPixelDimension = 16384

  /// The pixel size of `size` points at `scale`: each side rounded up; nil when a side is empty,
  /// not finite or larger than `maximumPixelDimension`.
  public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard scale.isFinite, scale > 0, width.isFinite, height.isFinite, width >= 1, height >= 1,
      width <= CGFloat(maximumPixelDimension), height <= CGFloat(maximumPixelDimension)
    else { return nil }
    return (Int(width), Int(height))
  }

  /// `displayList`, `size` points large, rendered at `scale` pixels per point over `background`
  /// (transparent when nil); nil for an absurd size.
  ///
  /// Without a `painter`, a new one is used, which costs a Pango context.
  public static func render(
    _ displayList: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color.Resolved? = nil,
    painter: CairoPainter? = nil
  ) -> ImageBuffer? {
    guard
      let surface = renderSurface(
        displayList, size: size, scale: scale, background: background, painter: painter)
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    return ImageSurfaces.buffer(from: surface)
  }

  /// Like `render`, encoded as PNG.
  public static func renderPNG(
    _ displayList: DisplayList, size: CGSize, scale: CGFloat = 1, background: Color.Resolved? = nil,
    painter: CairoPainter? = nil
  ) -> Data? {
    guard
      let surface = renderSurface(
        displayList, size: size, scale: scale, background: background, painter: painter)
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    return PNG.encode(surface: surface)
  }

  private static func renderSurface(
    _ displayList: DisplayList, size: CGSize, scale: CGFloat, background: Color.Resolved?,
    painter: CairoPainter?
  ) -> OpaquePointer? {
    guard let (width, height) = pixelSize(of: size, scale: scale),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    (painter ?? CairoPainter()).paint(displayList, into: cr, scale: scale, background: background)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return surface
  }
}
