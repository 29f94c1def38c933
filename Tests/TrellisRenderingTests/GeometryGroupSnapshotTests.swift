import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// `.geometryGroup()` half way through an animated move: without it (left) a badge that appears
/// below the card waits where the move ends; with it (right) the badge travels with its card.
@MainActor
@Suite struct GeometryGroupSnapshotTests {
  struct Cards: View {
    @State var lowered = false

    var body: some View {
      HStack(alignment: .top, spacing: 30) {
        card(grouped: false)
        card(grouped: true)
      }
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .onTapGesture { withAnimation(.linear(duration: 1)) { lowered = true } }
    }

    @ViewBuilder private func card(grouped: Bool) -> some View {
      let content = VStack(spacing: 4) {
        RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 60, height: 40)
        if lowered {
          Text("New").font(.caption.bold()).foregroundStyle(.white)
            .padding(.horizontal, 6).background(.red, in: Capsule())
        }
      }
      if grouped {
        content.geometryGroup().padding(.top, lowered ? 50 : 0)
      } else {
        content.padding(.top, lowered ? 50 : 0)
      }
    }
  }

  @Test func halfWayThroughAMove() throws {
    let host = TestHost(Cards(), size: CGSize(width: 180, height: 140))
    host.scale = 2
    host.tap(at: CGPoint(x: 90, y: 20))
    host.advanceClock(by: 0.5)
    let png = try #require(host.pngData())
    try? FileManager.default.createDirectory(atPath: "/tmp/graphics", withIntermediateDirectories: true)
    try? png.write(to: URL(fileURLWithPath: "/tmp/graphics/graphics-geometry-group.png"))
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: PainterSnapshot.directory.appendingPathComponent("graphics-geometry-group.png"))
    #expect(outcome.isMatch, "\(outcome)")
  }
}
