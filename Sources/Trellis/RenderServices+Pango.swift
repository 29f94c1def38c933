import TrellisCairo
public import TrellisCore

extension RenderServices {
  /// The services of real windows and images: Pango measures text, cairo decodes PNG files.
  /// One instance serves the whole process, so text measurements are shared.
  @MainActor public static let pango = RenderServices(
    textMeasurer: PangoTextMeasurer(), imageLoader: { PNG.decode(contentsOf: $0) })
}
