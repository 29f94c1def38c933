import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct GraphicsImageSnapshotTests {
  /// A PNG resource of the test bundle: the painter's image snapshot, 240 × 160 pixels.
  static let resourceName = "Snapshots/painter-image"

  @Test func namedImageLoadsFromTheBundleAtItsPixelSize() {
    let host = TestHost(
      Image(Self.resourceName, bundle: .module).accessibilityIdentifier("image"),
      size: CGSize(width: 300, height: 200))
    #expect(host.frame(of: "image") == CGRect(x: 30, y: 20, width: 240, height: 160))
  }

  @Test func imagesFitFillTileAndTint() {
    let picture = Image(Self.resourceName, bundle: .module)
    let view = HStack(spacing: 10) {
      picture.resizable().scaledToFit().frame(width: 80, height: 80).border(Color.gray)
      picture.resizable().scaledToFill().frame(width: 80, height: 80).clipped().border(Color.gray)
      Image(decorative: Self.dot, scale: 2).resizable(resizingMode: .tile).frame(width: 80, height: 80)
        .clipShape(.rect(cornerRadius: 12))
      Image(decorative: Self.dot).renderingMode(.template).resizable().interpolation(.none)
        .frame(width: 80, height: 80).foregroundStyle(.teal)
    }
    .padding(10)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 370, height: 100), named: "graphics-images")
  }

  /// A 20 × 20 pixel soft red dot on transparency, drawn in code.
  static let dot: ImageBuffer = {
    var bytes = [UInt8](repeating: 0, count: 20 * 20 * 4)
    for y in 0..<20 {
      for x in 0..<20 {
        let distance = ((Double(x) - 9.5) * (Double(x) - 9.5) + (Double(y) - 9.5) * (Double(y) - 9.5))
          .squareRoot()
        let alpha = min(max(8 - distance, 0), 1)
        let offset = (y * 20 + x) * 4
        // Premultiplied ARGB32, little-endian: blue, green, red, alpha.
        bytes[offset + 2] = UInt8(255 * alpha)
        bytes[offset + 3] = UInt8(255 * alpha)
      }
    }
    return ImageBuffer(width: 20, height: 20, stride: 80, pixels: bytes)
  }()
}
