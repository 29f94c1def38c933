import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Repainting only the damage of a change to a mask or a blend mode gives the same pixels as
/// painting the new frame whole.
@MainActor
@Suite struct MaskBlendDamageTests {
  private let canvas = DamageRepaint()

  private func expectPartialRepaintMatches(
    _ old: some View, _ new: some View, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let oldList = canvas.list(old)
    let newList = canvas.list(new)
    let (partial, damage) = try #require(
      canvas.repainted(from: oldList, to: newList), sourceLocation: sourceLocation)
    let whole = try #require(canvas.whole(newList), sourceLocation: sourceLocation)
    #expect(!damage.isEmpty, "the change is damage", sourceLocation: sourceLocation)
    #expect(partial.width == whole.width && partial.height == whole.height, sourceLocation: sourceLocation)
    let worst = canvas.worstDifference(partial, whole)
    #expect(worst <= 1, "partial repaint differs by \(worst)", sourceLocation: sourceLocation)
  }

  private func masked(_ alignment: Alignment, diameter: CGFloat = 40, color: Color = .orange) -> some View {
    LinearGradient(colors: [color, .purple], startPoint: .leading, endPoint: .trailing)
      .frame(width: 100, height: 80)
      .mask(alignment: alignment) { Circle().frame(width: diameter, height: diameter) }
  }

  @Test func movingAMask() throws {
    try expectPartialRepaintMatches(masked(.topLeading), masked(.bottomTrailing))
  }

  @Test func shrinkingAMask() throws {
    try expectPartialRepaintMatches(masked(.center, diameter: 80), masked(.center, diameter: 20))
  }

  @Test func changingWhatIsMasked() throws {
    try expectPartialRepaintMatches(masked(.center, color: .orange), masked(.center, color: .green))
  }

  @Test func removingAMask() throws {
    let plain = LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
      .frame(width: 100, height: 80)
    try expectPartialRepaintMatches(masked(.leading), plain)
    try expectPartialRepaintMatches(plain, masked(.trailing))
  }

  @Test func maskedViewBesideAChange() throws {
    // Only the square changes; the masked view outside the damage must not lose its mask.
    func scene(_ color: Color) -> some View {
      HStack(spacing: 0) {
        color.frame(width: 40, height: 40)
        masked(.center, diameter: 60)
      }
    }
    try expectPartialRepaintMatches(scene(.red), scene(.blue))
  }

  private func blended(_ mode: BlendMode, backdrop: Color = .yellow) -> some View {
    ZStack {
      backdrop.frame(width: 120, height: 90)
      Circle().fill(Color.blue).frame(width: 50, height: 50).blendMode(mode)
    }
  }

  @Test func changingABlendMode() throws {
    try expectPartialRepaintMatches(blended(.multiply), blended(.difference))
  }

  @Test func changingWhatIsBehindABlendedView() throws {
    try expectPartialRepaintMatches(blended(.screen, backdrop: .yellow), blended(.screen, backdrop: .mint))
  }
}
