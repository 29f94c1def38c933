import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Views drawn in perspective (`rotation3DEffect`, `projectionEffect`): the pixels, and repainting
/// only the damage when the angle changes.
@MainActor
@Suite struct GeometryEffectSnapshotTests {
  private func card(_ title: String, _ color: Color) -> some View {
    VStack(spacing: 4) {
      Image(systemName: "star.fill").font(.title2)
      Text(title).font(.headline)
    }
    .foregroundStyle(.white)
    .frame(width: 90, height: 64)
    .background(color, in: RoundedRectangle(cornerRadius: 10))
  }

  @Test func cardsTurnedInSpace() {
    let view = HStack(spacing: 18) {
      card("Flat", .blue)
      card("Y 45°", .indigo).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
      card("X 50°", .teal).rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0))
      card("Back", .orange).rotation3DEffect(.degrees(150), axis: (x: 0, y: 1, z: 0))
    }
    .padding(16)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 460, height: 100), named: "geometry-rotation3d")
  }

  @Test func perspectivePixelsLandWhereTheTransformSays() throws {
    // A red square turned 60° about its vertical axis: the near (left) edge lands at x = 11.8
    // and the far one at x = 134.9 (see GeometryEffectTests), drawn at scale 1.
    let view = Color.red.frame(width: 200, height: 100)
      .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
      .frame(width: 200, height: 100)
    let host = TestHost(view, size: CGSize(width: 200, height: 100))
    host.scale = 1
    let png = try #require(host.pngData())
    let image = try #require(PNG.decode(png))
    func red(_ x: Int, _ y: Int) -> Bool {
      let pixel = image.pixels.withUnsafeBytes {
        $0.load(fromByteOffset: y * image.stride + x * 4, as: UInt32.self)
      }
      return pixel >> 16 & 0xFF > 200 && pixel >> 8 & 0xFF < 60
    }
    #expect(!red(9, 50) && red(14, 50))
    #expect(red(133, 50) && !red(137, 50))
    // The near edge is taller than the view (it comes towards the eye); the far one is shorter,
    // from y = 15.1 to 84.9.
    #expect(red(14, 2) && red(14, 97))
    #expect(!red(133, 12) && red(133, 18) && red(133, 82) && !red(133, 88))
  }

  @Test func turningRepaintsOnlyWhatChanges() throws {
    let canvas = DamageRepaint()
    func turned(_ degrees: Double) -> some View {
      ZStack {
        Color.yellow.frame(width: 30, height: 30).position(x: 140, y: 100)
        card("Turn", .purple).rotation3DEffect(.degrees(degrees), axis: (x: 1, y: 1, z: 0))
          .position(x: 60, y: 50)
      }
    }
    let oldList = canvas.list(turned(20))
    let newList = canvas.list(turned(70))
    let (partial, damage) = try #require(canvas.repainted(from: oldList, to: newList))
    let whole = try #require(canvas.whole(newList))
    #expect(!damage.isEmpty)
    #expect(damage.allSatisfy { $0.maxX < 125 }, "the yellow square is not repainted: \(damage)")
    #expect(canvas.worstDifference(partial, whole) <= 1)
  }
}

/// Scroll transitions drawn: cards that shrink, fade and turn as they leave a scroll view.
@MainActor
@Suite struct ScrollTransitionSnapshotTests {
  @Test func cardsTurnAsTheyScrollOut() {
    let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple]
    let view = ScrollView(.horizontal) {
      HStack(spacing: 12) {
        ForEach(colors.indices, id: \.self) { index in
          RoundedRectangle(cornerRadius: 12).fill(colors[index].gradient)
            .overlay(Text("\(index + 1)").font(.largeTitle.bold()).foregroundStyle(.white))
            .frame(width: 90, height: 110)
            .scrollTransition { content, phase in
              content
                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                .opacity(phase.isIdentity ? 1 : 0.35)
                .rotation3DEffect(.degrees(phase.value * -50), axis: (x: 0, y: 1, z: 0))
            }
        }
      }
      .padding(.horizontal, 10)
    }
    .scrollIndicators(.hidden)
    .frame(width: 360, height: 130)
    let host = TestHost(view, size: CGSize(width: 360, height: 130))
    host.scale = 2
    host.scroll(at: CGPoint(x: 180, y: 65), by: CGSize(width: 130, height: 0))
    guard let png = host.pngData() else {
      Issue.record("rendering failed")
      return
    }
    try? FileManager.default.createDirectory(atPath: "/tmp/graphics", withIntermediateDirectories: true)
    try? png.write(to: URL(fileURLWithPath: "/tmp/graphics/scroll-transition-cards.png"))
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: PainterSnapshot.directory.appendingPathComponent("scroll-transition-cards.png"))
    #expect(outcome.isMatch, "\(outcome)")
  }
}
