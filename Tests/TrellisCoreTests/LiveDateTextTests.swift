import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// Timer and relative date texts keep up with the time by themselves, waking the graph only
/// when their string changes.
@MainActor
struct LiveDateTextTests {
  struct Timer: View {
    let end: Date
    var body: some View {
      VStack {
        Text(end, style: .timer).accessibilityIdentifier("timer")
        Text(timerInterval: end.addingTimeInterval(-120)...end).accessibilityIdentifier("countdown")
        Text(timerInterval: end.addingTimeInterval(-120)...end, countsDown: false)
          .accessibilityIdentifier("elapsed")
      }
    }
  }

  /// A host whose clock (1,000 s at the start) is `seconds` before `end`.
  func host(secondsLeft seconds: Double) -> (TestHost<Timer>, Date) {
    let end = ViewGraph.date(atTime: 1000 + seconds)
    return (TestHost(Timer(end: end), size: CGSize(width: 300, height: 200), text: .fixedAdvance), end)
  }

  func text<V: View>(_ id: String, _ host: TestHost<V>) -> String? {
    host.find(id: id)?.allNodes.first { $0.text != nil }?.text
  }

  @Test func aTimerTicksEachSecondOnItsOwn() {
    let (host, _) = host(secondsLeft: 65.5)
    // Time left rounds up, as on a countdown; time since the start rounds down.
    #expect(text("timer", host) == "1:06")
    #expect(text("countdown", host) == "1:06")
    #expect(text("elapsed", host) == "0:54")
    // The next change is half a second away: the graph asks to be woken then, not sooner.
    #expect(host.graph.nextWakeUp == 1000.5)
    host.advanceClock(by: 0.5)
    #expect(text("timer", host) == "1:05")
    #expect(text("countdown", host) == "1:05")
    #expect(text("elapsed", host) == "0:55")
    host.advanceClock(by: 1)
    #expect(text("countdown", host) == "1:04")
  }

  @Test func aCountdownStopsAtZeroAndStopsWakingTheGraph() {
    let (host, _) = host(secondsLeft: 1.5)
    #expect(text("countdown", host) == "0:02")
    host.advanceClock(by: 1)
    #expect(text("countdown", host) == "0:01")
    host.advanceClock(by: 0.5)
    #expect(text("countdown", host) == "0:00")
    host.advanceClock(by: 3)
    #expect(text("countdown", host) == "0:00")
    #expect(text("elapsed", host) == "2:00")
    // Only the `.timer` text, which counts up past its date, still ticks.
    #expect(text("timer", host) == "0:03")
  }

  @Test func aPausedTimerShowsItsPauseTimeAndNeverWakes() {
    struct Paused: View {
      let start: Date
      var body: some View {
        Text(timerInterval: start...start.addingTimeInterval(4000), pauseTime: start.addingTimeInterval(3725))
      }
    }
    let host = TestHost(
      Paused(start: ViewGraph.date(atTime: 0)), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "0:04:35") == nil)
    // 4,000 − 3,725 = 275 s left: 4:35.
    #expect(host.find(text: "4:35") != nil)
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func hoursShowUnlessTurnedOff() {
    struct Long: View {
      let start: Date
      var body: some View {
        VStack {
          Text(timerInterval: start...start.addingTimeInterval(4500), pauseTime: start)
          Text(timerInterval: start...start.addingTimeInterval(4500), pauseTime: start, showsHours: false)
        }
      }
    }
    let host = TestHost(
      Long(start: ViewGraph.date(atTime: 0)), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "1:15:00") != nil)
    #expect(host.find(text: "75:00") != nil)
  }

  @Test func aRelativeDateAnHourAwayWakesOncePerMinute() {
    struct Relative: View {
      let date: Date
      var body: some View { Text(date, style: .relative) }
    }
    let host = TestHost(
      Relative(date: ViewGraph.date(atTime: 1000 + 7230)), size: CGSize(width: 300, height: 100),
      text: .fixedAdvance)
    #expect(host.find(text: "2 hours, 30 seconds") != nil)
    // 7,230 s away: the next whole minute is 30 s off.
    #expect(host.graph.nextWakeUp == 1030)
    host.advanceClock(by: 30)
    #expect(host.find(text: "2 hours") != nil)
  }

  @Test func aTimerThatLeavesTheTreeStopsWakingTheGraph() {
    struct Toggled: View {
      let end: Date
      @State var shown = true
      var body: some View {
        VStack {
          if shown { Text(end, style: .timer) }
          Button("Hide") { shown = false }
        }
      }
    }
    let host = TestHost(
      Toggled(end: ViewGraph.date(atTime: 1010)), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.graph.nextWakeUp != nil)
    host.tap(text: "Hide")
    #expect(host.graph.nextWakeUp == nil)
  }

  /// A live date interpolated into a key, or joined to other text with `+`, ticks inside the
  /// text around it, in its own style.
  @Test func aLiveDateInsideAnotherTextTicksWithIt() {
    struct Sentences: View {
      let end: Date
      var body: some View {
        VStack {
          Text("Ends in \(end, style: .timer)").accessibilityIdentifier("interpolated")
          (Text("Left: ") + Text(end, style: .timer).bold() + Text(" min")).accessibilityIdentifier("joined")
          Text("**Soon:** \(end, style: .timer)!").accessibilityIdentifier("markdown")
        }
      }
    }
    let end = ViewGraph.date(atTime: 1065.5)
    let host = TestHost(Sentences(end: end), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(text("interpolated", host) == "Ends in 1:06")
    #expect(text("joined", host) == "Left: 1:06 min")
    #expect(text("markdown", host) == "Soon: 1:06!")
    #expect(host.graph.nextWakeUp == 1000.5)
    host.advanceClock(by: 0.5)
    #expect(text("interpolated", host) == "Ends in 1:05")
    #expect(text("joined", host) == "Left: 1:05 min")
    #expect(text("markdown", host) == "Soon: 1:05!")
    #expect(host.graph.nextWakeUp == 1001.5)
  }

  /// A date in a style that does not depend on the time stays as it was made, and asks for no
  /// wake-ups.
  @Test func aFixedDateInsideAnotherTextNeverWakes() {
    struct Sentence: View {
      let date: Date
      var body: some View { Text("Made \(date, style: .date)") }
    }
    let host = TestHost(
      Sentence(date: ViewGraph.date(atTime: 0)), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.graph.nextWakeUp == nil)
  }
}
