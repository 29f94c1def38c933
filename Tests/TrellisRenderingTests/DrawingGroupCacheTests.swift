import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisCore
import TrellisTesting

/// `.drawingGroup()` paints its content once into an image and reuses it while the content holds
/// still; changing content is drawn directly.
@MainActor
struct DrawingGroupCacheTests {
  struct Dots: View {
    @State private var count = 3
    var body: some View {
      VStack {
        HStack {
          ForEach(0..<count, id: \.self) { _ in Circle().fill(Color.orange).frame(width: 20, height: 20) }
        }
        .drawingGroup()
        Button("More") { count += 1 }.accessibilityIdentifier("more")
      }
    }
  }

  private func images(_ items: [DisplayItem]) -> [ImageBuffer] {
    items.compactMap { item in
      if case .image(let image, _, _) = item { return image }
      return nil
    }
  }

  /// The orange dots drawn directly (not through the cached image).
  private func circles(_ items: [DisplayItem]) -> Int {
    let orange = Color.orange.resolve(in: EnvironmentValues())
    return items.filter { item in
      if case .fill(_, .color(let color), _) = item { return color == orange }
      return false
    }.count
  }

  @Test func stillContentIsPaintedOnceAndReused() throws {
    let host = TestHost(Dots(), size: CGSize(width: 200, height: 120))
    let first = host.displayList().items
    #expect(circles(first) == 3, "the first frame draws the content directly")
    let second = host.displayList().items
    let image = try #require(images(second).first, "held still for a frame: painted into an image")
    #expect(circles(second) == 0)
    #expect(image.width == 3 * 20 + 2 * 8)
    let third = host.displayList().items
    #expect(images(third).first === image, "the same image is reused")

    host.tap(id: "more")
    let changed = host.displayList().items
    #expect(circles(changed) == 4, "changed content is drawn directly")
    let still = host.displayList().items
    let repainted = try #require(images(still).first)
    #expect(repainted !== image)
    #expect(repainted.width == 4 * 20 + 3 * 8)
  }

  @Test func theCachedImageLooksLikeTheContent() throws {
    let host = TestHost(Dots(), size: CGSize(width: 200, height: 120))
    let direct = try #require(host.pngData())
    let cached = try #require(host.pngData())
    #expect(images(host.displayList().items).count == 1)
    let comparison = SnapshotComparison(channelTolerance: 2, maximumDifferingFraction: 0)
    let reference = FileManager.default.temporaryDirectory.appendingPathComponent(
      "drawing-group-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: reference) }
    try direct.write(to: reference)
    #expect(comparison.compare(cached, toReferenceAt: reference).isMatch)
  }
}
