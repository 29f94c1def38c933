import Testing
import TrellisTesting

@testable import TrellisCore

/// A number rolling from 41 to 42 under `.contentTransition(.numericText())`, a third of the way;
/// checked by eye once and then against `Snapshots/control-numeric-text-transition.png`.
@MainActor
struct ContentTransitionSnapshotTests {
  struct Score: View {
    @State private var score = 41

    var body: some View {
      VStack(spacing: 8) {
        Text("\(score)").font(.largeTitle).bold()
          .contentTransition(.numericText(value: Double(score)))
        Button("Add") { withAnimation(.linear(duration: 0.9)) { score += 1 } }
      }
    }
  }

  @Test func aNumberRollsUpwards() {
    ControlSnapshot.expectMatch(
      Score(), size: CGSize(width: 120, height: 100), named: "numeric-text-transition"
    ) {
      host in
      host.tap(text: "Add")
      host.advanceClock(by: 0.3)
    }
  }
}
