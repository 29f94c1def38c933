public import TrellisCore

/// Decodes the image file formats Trellis reads, told apart by their first bytes.
public enum ImageDecoding {
  /// The pixels of PNG or JPEG `data`.
  /// - Throws: `ImageDecodingError` saying what the data is and why it could not be read.
  public static func decode(_ data: Data) throws(ImageDecodingError) -> ImageBuffer {
    let signature = [UInt8](data.prefix(8))
    if signature.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard let buffer = PNG.decode(data), buffer.width > 0, buffer.height > 0 else {
        throw ImageDecodingError("not a readable PNG (\(data.count) bytes)")
      }
      return buffer
    }
    if signature.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEG.decode(data) }
    throw ImageDecodingError(
      "unsupported image data (\(data.count) bytes\(ImageDecoding.formatName(of: signature).map { ", \($0)" } ?? "")); Trellis reads PNG and JPEG"
    )
  }

  /// The pixels of the PNG or JPEG file at `url`.
  /// - Throws: `ImageDecodingError` when the file cannot be read or decoded.
  public static func decode(contentsOf url: URL) throws(ImageDecodingError) -> ImageBuffer {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ImageDecodingError("cannot read \(url.path): \(error.localizedDescription)")
    }
    return try decode(data)
  }

  /// The name of a well-known format Trellis does not read, for a clearer error.
  private static func formatName(of signature: [UInt8]) -> String? {
    if signature.starts(with: Array("GIF8".utf8)) { return "a GIF" }
    if signature.starts(with: Array("RIFF".utf8)) { return "a RIFF file such as WebP" }
    if signature.starts(with: [0x3C]) || signature.starts(with: Array("\u{FEFF}<".utf8)) {
      return "text such as HTML or SVG"
    }
    return nil
  }
}
