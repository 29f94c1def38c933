import TrellisCairo
public import TrellisCore

extension RenderServices {
  /// The services of real windows and images: Pango measures text, cairo and libjpeg decode PNG
  /// and JPEG images, and cairo paints drawing groups' layers. One instance serves the whole process, so text measurements
  /// are shared.
  @MainActor public static let pango: RenderServices = {
    let painter = CairoPainter()
    return RenderServices(
      textMeasurer: PangoTextMeasurer(), imageLoader: { try? ImageDecoding.decode(contentsOf: $0) },
      imageDecoder: { data throws(ImageDecodingError) in try ImageDecoding.decode(data) },
      rasterizer: { list, size, scale in RasterImage.render(list, size: size, scale: scale, painter: painter)
      })
  }()
}
