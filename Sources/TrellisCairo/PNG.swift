import CCairo
public import TrellisCore

/// PNG encoding and decoding through cairo.
public enum PNG {
  /// The PNG encoding of a cairo image surface (a `cairo_surface_t *`), or nil if cairo fails.
  public static func encode(surface: OpaquePointer) -> Data? {
    final class Sink {
      var data = Data()
    }
    let sink = Sink()
    cairo_surface_flush(surface)
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
  }

  /// The PNG encoding of `image`, or nil if the buffer is inconsistent.
  public static func encode(_ image: ImageBuffer) -> Data? {
    guard let surface = ImageSurfaces.makeSurface(copying: image) else { return nil }
    defer { cairo_surface_destroy(surface) }
    return encode(surface: surface)
  }

  /// The pixels of PNG `data`, or nil if it is not a readable PNG.
  public static func decode(_ data: Data) -> ImageBuffer? {
    final class Source {
      let bytes: [UInt8]
      var offset = 0
      init(_ data: Data) { bytes = [UInt8](data) }
    }
    let source = Source(data)
    guard source.bytes.count >= 8 else { return nil }
    let surface = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
          let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
          let count = Int(length)
          // Truncated data ends the read with an error, which cairo reports in the surface.
          guard count <= source.bytes.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
          source.bytes.withUnsafeBufferPointer { all in
            buffer.update(from: all.baseAddress! + source.offset, count: count)
          }
          source.offset += count
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
    }
    guard let surface else { return nil }
    defer { cairo_surface_destroy(surface) }
    return ImageSurfaces.buffer(from: surface)
  }

  /// The pixels of the PNG file at `url`, or nil if it cannot be read or decoded.
  public static func decode(contentsOf url: URL) -> ImageBuffer? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return decode(data)
  }
}
