import Testing
import TrellisCore
import TrellisTesting

/// What ran, in order.
@MainActor
private final class CompletionLog {
  var events: [String] = []
}

/// `withAnimation(_:completionCriteria:_:completion:)` and `PhaseAnimator`: completions run on
/// the graph's clock when the animation of the changes meets its criteria.
@MainActor
struct AnimationCompletionTests {
  fileprivate struct Grower: View {
    let log: CompletionLog
    let animation: Animation?
    var criteria: AnimationCompletionCriteria = .logicallyComplete
    @State private var grown = false

    var body: some View {
      VStack {
        Color.red.frame(width: grown ? 200 : 100, height: 20).accessibilityIdentifier("bar")
        Button("grow") {
          withAnimation(animation, completionCriteria: criteria) {
            grown = true
          } completion: {
            log.events.append("done")
          }
        }
        .accessibilityIdentifier("grow")
      }
    }
  }

  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func aCompletionRunsWhenTheCurveEnds() {
    let log = CompletionLog()
    let host = host(Grower(log: log, animation: .linear(duration: 1)))
    host.tap(id: "grow")
    #expect(host.graph.nextWakeUp == host.time + 1)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 150)
    #expect(log.events.isEmpty)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 200)
    #expect(log.events == ["done"])
    host.advanceClock(by: 1)
    #expect(log.events == ["done"])
  }

  @Test func aSpringIsLogicallyCompleteAfterItsResponseAndRemovedWhenSettled() {
    let logical = CompletionLog()
    let first = host(Grower(log: logical, animation: .spring(response: 0.4, dampingFraction: 1)))
    first.tap(id: "grow")
    first.advanceClock(by: 0.39)
    #expect(logical.events.isEmpty)
    first.advanceClock(by: 0.02)
    #expect(logical.events == ["done"])

    let removed = CompletionLog()
    let second = host(
      Grower(log: removed, animation: .spring(response: 0.4, dampingFraction: 1), criteria: .removed))
    second.tap(id: "grow")
    second.advanceClock(by: 0.5)
    #expect(removed.events.isEmpty)
    second.advanceClock(by: 0.4)
    #expect(removed.events == ["done"])
  }

  @Test func aCustomAnimationCompletesWhenItSaysItIsDoneOrLogicallyComplete() {
    let removed = CompletionLog()
    let first = host(Grower(log: removed, animation: Animation(Settling()), criteria: .removed))
    first.tap(id: "grow")
    first.advanceClock(by: 0.99)
    #expect(removed.events.isEmpty)
    first.advanceClock(by: 0.02)
    #expect(removed.events == ["done"])

    let logical = CompletionLog()
    let second = host(Grower(log: logical, animation: Animation(Settling())))
    second.tap(id: "grow")
    second.advanceClock(by: 0.45)
    #expect(logical.events.isEmpty)
    second.advanceClock(by: 0.1)
    #expect(logical.events == ["done"], "logically complete from half a second")
  }

  @Test func withoutAnAnimationTheCompletionRunsAtOnce() {
    let log = CompletionLog()
    let host = host(Grower(log: log, animation: nil))
    host.tap(id: "grow")
    #expect(host.frame(of: "bar")?.width == 200)
    #expect(log.events == ["done"])
  }

  @Test func anAnimationRepeatingForeverNeverCompletes() {
    let log = CompletionLog()
    let host = host(Grower(log: log, animation: .linear(duration: 0.2).repeatForever()))
    host.tap(id: "grow")
    host.advanceClock(by: 5)
    #expect(log.events.isEmpty)
  }

  @Test func aChangeAnOnChangeActionMakesWithAnimationAnimates() {
    struct Follower: View {
      @State private var source = 0
      @State private var wide = false
      var body: some View {
        VStack {
          Color.red.frame(width: wide ? 200 : 100, height: 20).accessibilityIdentifier("bar")
          Button("go") { source += 1 }.accessibilityIdentifier("go")
        }
        .onChange(of: source) {
          withAnimation(.linear(duration: 1)) { wide = true }
        }
      }
    }
    let host = host(Follower())
    host.tap(id: "go")
    host.advanceClock(by: 0.25)
    #expect(host.frame(of: "bar")?.width == 125)
  }

  fileprivate struct Stepper: View {
    let triggered: Bool
    @State private var count = 0

    var body: some View {
      VStack {
        if triggered {
          PhaseAnimator([0, 1, 2], trigger: count) { phase in
            Text("phase \(phase)")
          } animation: { _ in
            .linear(duration: 1)
          }
        } else {
          PhaseAnimator([0, 1, 2]) { phase in
            Text("phase \(phase)")
          } animation: { _ in
            .linear(duration: 1)
          }
        }
        Button("again") { count += 1 }.accessibilityIdentifier("again")
      }
    }
  }

  @Test func aPhaseAnimatorWithoutATriggerCyclesForAsLongAsItIsShown() {
    let host = host(Stepper(triggered: false))
    #expect(host.find(text: "phase 1") != nil)
    host.advanceClock(by: 1)
    #expect(host.find(text: "phase 2") != nil)
    host.advanceClock(by: 1)
    #expect(host.find(text: "phase 0") != nil)
    host.advanceClock(by: 1)
    #expect(host.find(text: "phase 1") != nil)
  }

  @Test func aTriggeredPhaseAnimatorRunsOnceThroughItsPhasesBackToTheFirst() {
    let host = host(Stepper(triggered: true))
    host.advanceClock(by: 2)
    #expect(host.find(text: "phase 0") != nil)
    host.tap(id: "again")
    #expect(host.find(text: "phase 1") != nil)
    host.advanceClock(by: 1)
    #expect(host.find(text: "phase 2") != nil)
    host.advanceClock(by: 1)
    #expect(host.find(text: "phase 0") != nil)
    host.advanceClock(by: 3)
    #expect(host.find(text: "phase 0") != nil)
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func thePhaseAnimatorModifierChangesTheViewForEachPhase() {
    struct Pulse: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          Color.blue.frame(width: 10, height: 10)
            .phaseAnimator([1.0, 3.0], trigger: taps) { content, scale in
              content.frame(width: 10 * scale, height: 10)
            } animation: { _ in
              .linear(duration: 1)
            }
            .accessibilityIdentifier("pulse")
          Button("tap") { taps += 1 }.accessibilityIdentifier("tap")
        }
      }
    }
    let host = host(Pulse())
    #expect(host.frame(of: "pulse")?.width == 10)
    host.tap(id: "tap")
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "pulse")?.width == 20)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "pulse")?.width == 30)
    host.advanceClock(by: 1)
    #expect(host.frame(of: "pulse")?.width == 10)
  }
}

/// Linear over a second, logically complete after half of it.
private struct Settling: CustomAnimation {
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    if time >= 0.5 { context.isLogicallyComplete = true }
    return time < 1 ? value.scaled(by: time) : nil
  }
}
