import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// `.mask` and `.blendMode` rendered with cairo: snapshots, and exact colors where SwiftUI's
/// formulas give them.
@MainActor
@Suite struct MaskBlendSnapshotTests {
  private let backdrop = Color(red: 1, green: 0.8, blue: 0.2)
  private let ink = Color(red: 0.2, green: 0.4, blue: 1)

  /// The 8-bit red, green and blue at a point of `view` rendered at scale 1 over white.
  private func rgb<V: View>(_ view: V, size: CGSize, at point: CGPoint) -> [Int] {
    let host = TestHost(view, size: size)
    guard
      let image = RasterImage.render(
        host.displayList(), size: size, background: Color.Resolved(red: 1, green: 1, blue: 1))
    else { return [] }
    let offset = Int(point.y) * image.stride + Int(point.x) * 4
    // Native-endian ARGB: blue, green, red, alpha in memory; opaque, so not premultiplied.
    return [Int(image.pixels[offset + 2]), Int(image.pixels[offset + 1]), Int(image.pixels[offset])]
  }

  private func expectColor(
    _ actual: [Int], _ expected: [Int], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let close = actual.count == 3 && zip(actual, expected).allSatisfy { abs($0 - $1) <= 2 }
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
  }

  // MARK: Masks

  @Test func shapesAsMasks() {
    let view = HStack(spacing: 16) {
      LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
        .frame(width: 80, height: 80)
        .mask { Circle() }
      Color.blue.frame(width: 80, height: 80)
        .mask(alignment: .topLeading) { Circle().frame(width: 50, height: 50) }
      Color.green.frame(width: 80, height: 80)
        .mask(Capsule().frame(height: 30).rotationEffect(.degrees(-30)))
    }
    .padding(12)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 300, height: 104), named: "graphics-mask-shapes")
  }

  @Test func translucentMasksFade() {
    let red = Color(red: 1, green: 0, blue: 0)
    let steps = red.frame(width: 200, height: 30).mask {
      HStack(spacing: 0) {
        Color.black
        Color.black.opacity(0.6)
        Color.black.opacity(0.3)
        Color.black.opacity(0)
      }
    }
    let view = VStack(spacing: 10) {
      steps
      Color.blue.frame(width: 200, height: 30)
        .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
    }
    .padding(10)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 220, height: 90), named: "graphics-mask-opacity")
    // Over white, a 60% mask gives 60% of the red: its colors do not matter, only its alpha.
    let size = CGSize(width: 200, height: 30)
    expectColor(rgb(steps, size: size, at: CGPoint(x: 25, y: 15)), [255, 0, 0])
    expectColor(rgb(steps, size: size, at: CGPoint(x: 75, y: 15)), [255, 102, 102])
    expectColor(rgb(steps, size: size, at: CGPoint(x: 125, y: 15)), [255, 178, 178])
    expectColor(rgb(steps, size: size, at: CGPoint(x: 175, y: 15)), [255, 255, 255])
  }

  @Test func textAsAMask() {
    let view = LinearGradient(colors: [.red, .orange, .blue], startPoint: .leading, endPoint: .trailing)
      .frame(width: 220, height: 60)
      .mask { Text("Trellis").font(.system(size: 44, weight: .bold)) }
      .padding(10)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 240, height: 80), named: "graphics-mask-text")
  }

  @Test func masksComposeWithOtherEffects() {
    let gradient = LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom)
    let view = HStack(spacing: 14) {
      // Shadowed: the shadow follows the masked shape, not the square.
      Color.orange.frame(width: 60, height: 60).mask { Circle() }
        .shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 3)
      // Faded as a whole.
      gradient.frame(width: 60, height: 60).mask { RoundedRectangle(cornerRadius: 14) }.opacity(0.5)
      // Clipped to its left half.
      Color.purple.frame(width: 60, height: 60).mask { Circle() }
        .frame(width: 30, alignment: .leading).clipped()
      // A blurred mask softens the edge.
      Color.red.frame(width: 60, height: 60).mask { Circle().padding(8).blur(radius: 4) }
      // Flattened into one layer (painted into an image once it holds still).
      ZStack {
        Circle().fill(Color.red).frame(width: 40).offset(x: -10)
        Circle().fill(Color.blue).frame(width: 40).offset(x: 10)
      }
      .frame(width: 60, height: 60)
      .mask { Rectangle().frame(height: 24) }
      .drawingGroup()
    }
    .padding(12)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 360, height: 84), named: "graphics-mask-effects")
  }

  @Test func maskedDrawingGroupLooksTheSameFromItsCachedImage() throws {
    let view = Color.orange.frame(width: 60, height: 60).mask { Circle() }.drawingGroup()
    let host = TestHost(view, size: CGSize(width: 80, height: 80))
    host.scale = 2
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    let direct = try #require(
      RasterImage.render(host.displayList(), size: host.size, scale: 2, background: white))
    let cachedList = host.displayList()
    #expect(cachedList.items.contains { if case .image = $0 { true } else { false } })
    let cached = try #require(RasterImage.render(cachedList, size: host.size, scale: 2, background: white))
    let largest = zip(direct.pixels, cached.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 255
    #expect(largest <= 2)
  }

  // MARK: Blend modes

  private func blended(_ mode: BlendMode) -> some View {
    ZStack {
      HStack(spacing: 0) {
        backdrop
        Color(red: 0.1, green: 0.6, blue: 0.3)
      }
      .frame(width: 70, height: 70)
      Circle().fill(ink).frame(width: 50, height: 50).blendMode(mode)
    }
  }

  @Test func blendModesOverAColoredBackground() {
    let view = HStack(spacing: 12) {
      blended(.multiply)
      blended(.screen)
      blended(.difference)
      // Grouped: the second circle blends with the first only, not with the stripes.
      ZStack {
        HStack(spacing: 0) {
          Color.gray
          Color.white
        }
        .frame(width: 70, height: 70)
        ZStack {
          Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40).offset(x: -10)
          Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40).offset(x: 10).blendMode(
            .difference)
        }
        .compositingGroup()
      }
    }
    .padding(10)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 336, height: 90), named: "graphics-blend-modes")
  }

  @Test func blendModeColorsFollowTheirFormulas() {
    let size = CGSize(width: 70, height: 70)
    // The circle's left part lies over the backdrop (255, 204, 51); the circle is (51, 102, 255).
    let point = CGPoint(x: 20, y: 35)
    expectColor(rgb(blended(.normal), size: size, at: point), [51, 102, 255])
    expectColor(rgb(blended(.multiply), size: size, at: point), [51, 82, 51])
    expectColor(rgb(blended(.screen), size: size, at: point), [255, 224, 255])
    expectColor(rgb(blended(.difference), size: size, at: point), [204, 102, 204])
    expectColor(rgb(blended(.exclusion), size: size, at: point), [204, 143, 204])
    expectColor(rgb(blended(.darken), size: size, at: point), [51, 102, 51])
    expectColor(rgb(blended(.lighten), size: size, at: point), [255, 204, 255])
    expectColor(rgb(blended(.plusLighter), size: size, at: point), [255, 255, 255])
    // Approximated by multiply.
    expectColor(rgb(blended(.plusDarker), size: size, at: point), [51, 82, 51])
    // Over an opaque backdrop the view is drawn where the backdrop is, that is everywhere.
    expectColor(rgb(blended(.sourceAtop), size: size, at: point), [51, 102, 255])
    // Behind an opaque backdrop nothing shows.
    expectColor(rgb(blended(.destinationOver), size: size, at: point), [255, 204, 51])
    // Outside the circle every mode leaves the backdrop alone.
    for mode in [BlendMode.multiply, .screen, .difference, .colorBurn, .hue, .destinationOut] {
      expectColor(rgb(blended(mode), size: size, at: CGPoint(x: 2, y: 2)), [255, 204, 51])
    }
  }
}
