import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Each color effect on the same row of shapes and text, captioned, to compare with the row as is.
@MainActor
@Suite struct ColorEffectSnapshotTests {
  private struct Swatches: View {
    var body: some View {
      HStack(spacing: 6) {
        Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 24, height: 24)
        RoundedRectangle(cornerRadius: 5).fill(Color(red: 0, green: 0.8, blue: 0)).frame(
          width: 24, height: 24)
        Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 24, height: 24)
        Capsule().fill(Color.orange).frame(width: 30, height: 16)
        LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
          .frame(width: 40, height: 24)
        Text("Aa").font(.system(size: 18).bold()).foregroundStyle(.purple)
      }
    }
  }

  private func row(_ caption: String, _ swatches: some View) -> some View {
    HStack(spacing: 8) {
      Text(caption).font(.system(size: 10)).foregroundStyle(.black).frame(width: 122, alignment: .leading)
      swatches
    }
  }

  @Test func toneEffects() {
    let view = VStack(alignment: .leading, spacing: 4) {
      row("original", Swatches())
      row("grayscale(1)", Swatches().grayscale(1))
      row("saturation(0.4)", Swatches().saturation(0.4))
      row("saturation(2)", Swatches().saturation(2))
      row("brightness(0.3)", Swatches().brightness(0.3))
      row("brightness(-0.3)", Swatches().brightness(-0.3))
      row("contrast(0.4)", Swatches().contrast(0.4))
      row("contrast(2)", Swatches().contrast(2))
    }
    .padding(6)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 370, height: 240), named: "color-effects-tone")
  }

  @Test func hueAndColorEffects() {
    let view = VStack(alignment: .leading, spacing: 4) {
      row("original", Swatches())
      row("hueRotation(90°)", Swatches().hueRotation(.degrees(90)))
      row("hueRotation(180°)", Swatches().hueRotation(.degrees(180)))
      row("colorInvert()", Swatches().colorInvert())
      row("colorMultiply(.yellow)", Swatches().colorMultiply(.yellow))
      // On a tint, so that what turns clear shows.
      row("luminanceToAlpha()", Swatches().luminanceToAlpha().background(Color.mint))
      row("gray, inverted", Swatches().grayscale(1).colorInvert())
    }
    .padding(6)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 370, height: 214), named: "color-effects-hue")
  }

  /// The color of the pixel at the center of a 20 × 20 point view drawn on white.
  private func centerPixel(_ view: some View) throws -> [UInt8] {
    let host = TestHost(view.frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
    let list = host.displayList()
    let image = try #require(
      RasterImage.render(
        list, size: CGSize(width: 20, height: 20), scale: 1, background: .init(red: 1, green: 1, blue: 1)))
    let offset = 10 * image.stride + 10 * 4
    return Array(image.pixels[offset..<offset + 4])
  }

  @Test func pixelsAreUnpremultipliedBeforeTheMatrix() throws {
    // Half-transparent red inverted is half-transparent cyan: on white, (127, 255, 255).
    let inverted = try centerPixel(Color(red: 1, green: 0, blue: 0, opacity: 0.5).colorInvert())
    #expect(
      inverted.map { Int($0) } == [255, 255, 128, 255] || inverted.map { Int($0) } == [255, 255, 127, 255])
    // Half-transparent white turned to alpha stays half covered: black at 0.5 on white is gray.
    let silhouette = try centerPixel(Color(white: 1, opacity: 0.5).luminanceToAlpha())
    #expect(
      silhouette.map { Int($0) } == [128, 128, 128, 255]
        || silhouette.map { Int($0) } == [127, 127, 127, 255])
  }
}
