import Testing
import TrellisTesting

@testable import TrellisCore

/// `.foregroundStyle(_:_:)` and `.foregroundStyle(_:_:_:)`: the hierarchical levels of the
/// foreground style set one by one, as in SwiftUI.
@MainActor
struct ForegroundStyleLevelsTests {
  /// A primary, a secondary and a tertiary square, each 10 points.
  struct Levels: View {
    var body: some View {
      HStack(spacing: 0) {
        Rectangle()
        Rectangle().fill(.secondary)
        Rectangle().fill(.tertiary)
      }
      .frame(width: 30, height: 10)
    }
  }

  private func paints(_ view: some View) -> [Paint] {
    let host = TestHost(AnyView(view), size: CGSize(width: 30, height: 10), text: .fixedAdvance)
    return host.displayList().items.compactMap { item -> Paint? in
      if case .fill(_, let paint, _) = item { return paint }
      return nil
    }
  }

  private func color(_ color: Color, opacity: Double = 1) -> Paint {
    .color(color.resolve(in: EnvironmentValues()).withOpacity(opacity))
  }

  @Test func twoStylesSetThePrimaryAndSecondaryLevels() {
    // Tertiary, which was not given, is the secondary style faded from its level to the next.
    #expect(
      paints(Levels().foregroundStyle(.blue, .orange)) == [
        color(.blue), color(.orange), color(.orange, opacity: 0.35 / 0.6),
      ])
  }

  @Test func threeStylesSetTheTertiaryLevelToo() {
    #expect(
      paints(Levels().foregroundStyle(.blue, .orange, .green)) == [
        color(.blue), color(.orange), color(.green),
      ])
  }

  @Test func oneStyleInsideReplacesTheLevels() {
    #expect(
      paints(Levels().foregroundStyle(.red).foregroundStyle(.blue, .orange)) == [
        color(.red), color(.red, opacity: 0.6), color(.red, opacity: 0.35),
      ])
  }

  @Test func levelsGivenAsHierarchicalStylesReferToTheDefaultForeground() {
    // `.secondary` as the secondary level is the default foreground's secondary, not a loop.
    #expect(
      paints(Levels().foregroundStyle(.blue, .secondary)) == [
        color(.blue), color(.primary, opacity: 0.6), color(.primary, opacity: 0.6 * 0.35 / 0.6),
      ])
    #expect(paints(Levels().foregroundStyle(.foreground, .red)).first == color(.primary))
  }
}
