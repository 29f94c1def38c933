import Testing
import TrellisTesting

@testable import TrellisCore

/// Transitions caught halfway, drawn with cairo; checked by eye once and then against
/// `Snapshots/control-transition-*.png`.
@MainActor
struct TransitionSnapshotTests {
  /// A badge that comes in through `transition` when Show is clicked.
  struct Badges<T: Transition>: View {
    let transition: T
    @State private var shown = false

    var body: some View {
      VStack(spacing: 8) {
        Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
        ZStack {
          if shown {
            Text("Saved").font(.title2).bold().padding(.horizontal, 14).padding(.vertical, 6)
              .background(Capsule().fill(Color.green))
              .foregroundStyle(.white)
              .transition(transition)
          }
        }
        .frame(width: 140, height: 60)
      }
    }
  }

  /// Turns in from a quarter turn, growing as it comes.
  struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content
        .rotationEffect(.degrees(phase.value * 90))
        .scaleEffect(phase.isIdentity ? 1 : 0.4)
    }
  }

  @Test func blurReplaceHalfway() {
    ControlSnapshot.expectMatch(
      Badges(transition: .blurReplace), size: CGSize(width: 160, height: 110),
      named: "transition-blur-replace"
    ) { host in
      host.tap(text: "Show")
      host.advanceClock(by: 0.5)
    }
  }

  @Test func aCustomTransitionHalfway() {
    ControlSnapshot.expectMatch(
      Badges(transition: Twirl()), size: CGSize(width: 160, height: 110), named: "transition-custom"
    ) { host in
      host.tap(text: "Show")
      host.advanceClock(by: 0.5)
    }
  }
}
