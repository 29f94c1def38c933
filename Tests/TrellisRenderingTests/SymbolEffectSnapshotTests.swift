import Testing
import Trellis
import TrellisTesting

/// Symbol effects part way through their runs, beside the same symbols at rest.
@MainActor
struct SymbolEffectSnapshotTests {
  struct Effects: View {
    var body: some View {
      VStack(spacing: 12) {
        row(playing: false)
        row(playing: true)
      }
      .font(.system(size: 28))
      .foregroundStyle(.blue)
      .padding(12)
    }

    private func row(playing: Bool) -> some View {
      HStack(spacing: 22) {
        Image(systemName: "heart.fill").symbolEffect(.pulse, isActive: playing)
        Image(systemName: "star.fill").symbolEffect(.bounce, isActive: playing)
        Image(systemName: "exclamationmark.triangle.fill").symbolEffect(.rotate, isActive: playing)
        Image(systemName: "flag.fill").symbolEffect(.wiggle.clockwise, isActive: playing)
        Image(systemName: "plus.circle.fill").symbolEffect(.scale.up, isActive: playing)
        Image(systemName: "pencil").symbolEffect(.breathe.pulse, isActive: playing)
      }
    }
  }

  @Test func effectsPartWayThroughARun() {
    ControlSnapshot.expectMatch(
      Effects(), size: CGSize(width: 330, height: 110), named: "symbol-effects-midway"
    ) { host in
      // An eighth of a second in: the heart fading, the star squashed, the triangle an eighth of a turn round,
      // the flag rocked clockwise, the plus held larger and the pencil swollen.
      host.advanceClock(by: 0.125)
    }
  }
}
