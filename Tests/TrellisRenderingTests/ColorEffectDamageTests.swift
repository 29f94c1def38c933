import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Repainting only the damage of a change to a color effect gives the same pixels as painting the
/// new frame whole.
@MainActor
@Suite struct ColorEffectDamageTests {
  private let canvas = DamageRepaint()

  private func expectPartialRepaintMatches(
    _ old: some View, _ new: some View, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let oldList = canvas.list(old)
    let newList = canvas.list(new)
    let (partial, damage) = try #require(
      canvas.repainted(from: oldList, to: newList), sourceLocation: sourceLocation)
    let whole = try #require(canvas.whole(newList), sourceLocation: sourceLocation)
    let before = try #require(canvas.whole(oldList), sourceLocation: sourceLocation)
    #expect(!damage.isEmpty, "the change is damage", sourceLocation: sourceLocation)
    #expect(canvas.worstDifference(before, whole) > 8, "the change shows", sourceLocation: sourceLocation)
    #expect(partial.width == whole.width && partial.height == whole.height, sourceLocation: sourceLocation)
    let worst = canvas.worstDifference(partial, whole)
    #expect(worst <= 1, "partial repaint differs by \(worst)", sourceLocation: sourceLocation)
  }

  private var tile: some View {
    ZStack {
      LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
      Circle().fill(Color.teal).frame(width: 40, height: 40)
    }
    .frame(width: 100, height: 80)
  }

  @Test func changingASaturation() throws {
    try expectPartialRepaintMatches(tile.saturation(0.2), tile.saturation(1.5))
  }

  @Test func turningAnEffectOnAndOff() throws {
    try expectPartialRepaintMatches(tile.grayscale(0), tile.grayscale(1))
    try expectPartialRepaintMatches(tile.colorInvert().brightness(0.2), tile.brightness(0))
  }

  @Test func changingAHueRotationAndAMultipliedColor() throws {
    try expectPartialRepaintMatches(tile.hueRotation(.degrees(30)), tile.hueRotation(.degrees(200)))
    try expectPartialRepaintMatches(tile.colorMultiply(.yellow), tile.colorMultiply(.cyan))
  }

  @Test func changingWhatIsTransformed() throws {
    func scene(_ color: Color) -> some View {
      ZStack {
        Color.white.frame(width: 100, height: 80)
        color.frame(width: 30, height: 30)
      }
      .contrast(1.8)
    }
    try expectPartialRepaintMatches(scene(.red), scene(.blue))
  }

  @Test func transformedViewBesideAChange() throws {
    // Only the square changes; the inverted view next to it, partly in the damage, stays inverted.
    func scene(_ color: Color) -> some View {
      HStack(spacing: 0) {
        color.frame(width: 40, height: 40)
        tile.colorInvert()
      }
    }
    try expectPartialRepaintMatches(scene(.red), scene(.blue))
  }
}
