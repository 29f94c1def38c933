import CJPEG
public import TrellisCore

/// JPEG decoding through libjpeg.
public enum JPEG {
  /// The most pixels a JPEG may have (100 megapixels, 400 MB decoded): a larger one is refused
  /// before its pixels are allocated, so that a hostile or broken file cannot exhaust memory.
  public static let maximumPixelCount = 100_000_000

  /// The pixels of JPEG `data`.
  /// - Throws: `ImageDecodingError` with libjpeg's reason when the data is not a readable JPEG,
  ///   or when it is larger than `maximumPixelCount`.
  public static func decode(_ data: Data) throws(ImageDecodingError) -> ImageBuffer {
    var image = trellis_jpeg_image()
    var message = [CChar](repeating: 0, count: 256)
    let status = data.withUnsafeBytes { bytes in
      trellis_jpeg_decode(
        bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, maximumPixelCount, &image, &message,
        message.count)
    }
    guard status == 0, let pixels = image.pixels else {
      let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw ImageDecodingError("not a readable JPEG: \(reason.isEmpty ? "libjpeg failed" : reason)")
    }
    defer { trellis_jpeg_free(pixels) }
    let count = Int(image.stride) * Int(image.height)
    return ImageBuffer(
      width: Int(image.width), height: Int(image.height), stride: Int(image.stride),
      pixels: [UInt8](UnsafeBufferPointer(start: pixels, count: count)))
  }
}
