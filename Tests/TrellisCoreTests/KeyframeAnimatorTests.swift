import Testing
import TrellisCore
import TrellisTesting

/// `keyframeAnimator`: the content follows the keyframes on the graph's clock, read with the
/// host's hand-advanced clock, and nothing is scheduled when they are not playing.
@MainActor
struct KeyframeAnimatorTests {
  struct Jumper: View {
    @State private var jumps = 0

    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("box")
          .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, x in
            content.padding(.leading, x)
          } keyframes: { _ in
            LinearKeyframe(40, duration: 1)
            LinearKeyframe(0, duration: 1)
          }
        Button("Jump") { jumps += 1 }.accessibilityIdentifier("jump")
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      }
      .frame(width: 200, height: 100)
    }
  }

  private func boxX<V: View>(_ host: TestHost<V>) -> CGFloat? { host.frame(of: "box")?.minX }

  @Test func aTriggerPlaysTheKeyframesOnceOnTheGraphsClock() {
    let host = TestHost(Jumper(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(boxX(host) == 0)
    #expect(host.graph.nextWakeUp == nil, "nothing is scheduled before the trigger")
    host.tap(id: "jump")
    #expect(host.graph.nextWakeUp.map { abs($0 - (host.time + 1.0 / 60)) < 1e-9 } == true)
    host.advanceClock(by: 0.25)
    #expect(boxX(host) == 10)
    host.advanceClock(by: 0.75)
    #expect(boxX(host) == 40)
    host.advanceClock(by: 0.5)
    #expect(boxX(host) == 20)
    host.advanceClock(by: 0.6)
    #expect(boxX(host) == 0)
    #expect(host.graph.nextWakeUp == nil, "nothing is scheduled once the keyframes end")
  }

  @Test func aNewTriggerMidRunStartsAgainFromTheCurrentValue() {
    struct FromCurrent: View {
      @State private var jumps = 0
      var body: some View {
        ZStack(alignment: .topLeading) {
          Color.red.frame(width: 20, height: 20).accessibilityIdentifier("box")
            .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, x in
              content.padding(.leading, x)
            } keyframes: { current in
              LinearKeyframe(current + 40, duration: 1)
            }
          Button("Jump") { jumps += 1 }.accessibilityIdentifier("jump")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        }
        .frame(width: 200, height: 100)
      }
    }
    let host = TestHost(FromCurrent(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(id: "jump")
    host.advanceClock(by: 0.5)
    #expect(boxX(host) == 20)
    host.tap(id: "jump")
    host.advanceClock(by: 0.5)
    // From 20 towards 60, halfway.
    #expect(boxX(host) == 40)
    host.advanceClock(by: 1)
    #expect(boxX(host) == 60)
  }

  struct Pulse: View {
    let repeating: Bool

    var body: some View {
      KeyframeAnimator(initialValue: 10.0, repeating: repeating) { width in
        Color.blue.frame(width: width, height: 10).accessibilityIdentifier("bar")
      } keyframes: { _ in
        KeyframeTrack {
          LinearKeyframe(30, duration: 1)
          LinearKeyframe(10, duration: 1)
        }
      }
      .frame(width: 100, height: 20, alignment: .leading)
    }
  }

  @Test func repeatingKeyframesLoopFromTheEndOfTheLastRun() {
    let host = TestHost(Pulse(repeating: true), size: CGSize(width: 100, height: 20), text: .fixedAdvance)
    #expect(host.frame(of: "bar")?.width == 10)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 20)
    host.advanceClock(by: 1)
    #expect(host.frame(of: "bar")?.width == 20)
    host.advanceClock(by: 1)
    #expect(host.frame(of: "bar")?.width == 20)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 30)
    #expect(host.graph.nextWakeUp != nil)
  }

  @Test func notRepeatingShowsTheInitialValueAndSchedulesNothing() {
    let host = TestHost(Pulse(repeating: false), size: CGSize(width: 100, height: 20), text: .fixedAdvance)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 10)
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func repeatingKeyframesStopWhileTheGraphIsOffScreenAndKeepTheirTime() {
    let host = TestHost(Pulse(repeating: true), size: CGSize(width: 100, height: 20), text: .fixedAdvance)
    host.graph.isOnScreen = false
    host.advanceClock(by: 0.25)
    #expect(host.graph.nextWakeUp == nil, "a hidden window's keyframes schedule no frames")
    host.graph.isOnScreen = true
    _ = host.displayList()
    #expect(host.graph.nextWakeUp != nil)
    host.advanceClock(by: 0.25)
    #expect(host.frame(of: "bar")?.width == 20)
  }

  struct InTabs: View {
    var body: some View {
      TabView {
        Text("Still").tabItem { Text("One") }
        Pulse(repeating: true).tabItem { Text("Two") }
      }
    }
  }

  @Test func repeatingKeyframesStopWhileTheirTabIsHiddenAndGoOnWhenShown() {
    let host = TestHost(InTabs(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    _ = host.displayList()
    host.advanceClock(by: 0.25)
    #expect(host.graph.nextWakeUp == nil, "a hidden tab's keyframes schedule no frames")
    host.tap(text: "Two")
    _ = host.displayList()
    #expect(host.graph.nextWakeUp != nil)
    host.advanceClock(by: 0.25)
    // The keyframes keep time from when they started: half a second in, halfway to 30.
    #expect(host.frame(of: "bar")?.width == 20)
    host.tap(text: "One")
    host.advanceClock(by: 1.0 / 60)
    #expect(host.graph.nextWakeUp == nil)
  }
}
