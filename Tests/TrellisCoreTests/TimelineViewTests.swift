import Foundation
import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct TimelineViewTests {
  /// Counts how often a timeline's content is built.
  final class Builds {
    var count = 0
  }

  /// The test host's clock starts at 1000 seconds; this is the date then.
  static let start = ViewGraph.date(atTime: 1000)

  struct Ticking<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let builds: Builds
    var body: some View {
      TimelineView(schedule) { context in
        let _ = builds.count += 1
        Text("t \(Int(context.date.timeIntervalSince(TimelineViewTests.start).rounded()))")
      }
    }
  }

  func host<S: TimelineSchedule>(_ schedule: S, builds: Builds) -> TestHost<Ticking<S>> {
    TestHost(
      Ticking(schedule: schedule, builds: builds), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
  }

  @Test func aPeriodicTimelineUpdatesAtItsDatesAndNotBetween() {
    let builds = Builds()
    let host = host(.periodic(from: Self.start, by: 10), builds: builds)
    #expect(host.find(text: "t 0") != nil)
    let settled = builds.count
    // One wake-up, at the next date; nothing else is asked for.
    #expect(host.graph.nextWakeUp.map { abs($0 - 1010) < 1e-6 } == true)
    host.advanceClock(by: 4)
    host.advanceClock(by: 5.9)
    #expect(builds.count == settled)
    #expect(host.find(text: "t 0") != nil)
    host.advanceClock(by: 0.1)
    #expect(host.find(text: "t 10") != nil)
    #expect(builds.count == settled + 1)
    #expect(host.graph.nextWakeUp.map { abs($0 - 1020) < 1e-6 } == true)
    // A late wake-up shows the latest date, once.
    host.advanceClock(by: 25)
    #expect(host.find(text: "t 35") == nil)
    #expect(host.find(text: "t 30") != nil)
    #expect(builds.count == settled + 2)
    #expect(host.graph.nextWakeUp.map { abs($0 - 1040) < 1e-6 } == true)
  }

  struct Parent: View {
    @State var label = "first"
    var body: some View {
      VStack {
        Text(label)
        TimelineView(.periodic(from: TimelineViewTests.start, by: 1)) { context in
          Stamp(seconds: Int(context.date.timeIntervalSince(TimelineViewTests.start).rounded()))
        }
      }
    }
  }

  struct Stamp: View {
    let seconds: Int
    var body: some View { Text("s \(seconds)") }
  }

  @Test func aWakeUpEvaluatesOnlyTheTimelinesContent() {
    let host = TestHost(Parent(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let parents = host.graph.bodyEvaluations(of: Parent.self)
    let stamps = host.graph.bodyEvaluations(of: Stamp.self)
    host.advanceClock(by: 1)
    host.advanceClock(by: 1)
    #expect(host.find(text: "s 2") != nil)
    #expect(host.graph.bodyEvaluations(of: Parent.self) == parents)
    #expect(host.graph.bodyEvaluations(of: Stamp.self) == stamps + 2)
  }

  @Test func anExplicitTimelineStopsAfterItsLastDate() {
    let builds = Builds()
    let dates = [Self.start.addingTimeInterval(5), Self.start.addingTimeInterval(7)]
    let host = host(.explicit(dates), builds: builds)
    // Before the first date, the content is for the time the view appeared.
    #expect(host.find(text: "t 0") != nil)
    host.advanceClock(by: 4.5)
    #expect(host.find(text: "t 0") != nil)
    host.advanceClock(by: 0.5)
    #expect(host.find(text: "t 5") != nil)
    host.advanceClock(by: 2)
    #expect(host.find(text: "t 7") != nil)
    #expect(host.graph.nextWakeUp == nil)
    let settled = builds.count
    host.advanceClock(by: 100)
    #expect(builds.count == settled)
  }

  @Test func everyMinuteWakesAtTheNextWholeMinute() {
    let builds = Builds()
    let host = host(.everyMinute, builds: builds)
    let wakeUp = try! #require(host.graph.nextWakeUp)
    let date = ViewGraph.date(atTime: wakeUp).timeIntervalSinceReferenceDate
    #expect(abs(date - (date / 60).rounded() * 60) < 1e-3)
    #expect(wakeUp > 1000 && wakeUp <= 1060)
    let settled = builds.count
    host.advanceClock(by: wakeUp - 1000 - 0.5)
    #expect(builds.count == settled)
    host.advanceClock(by: 0.5)
    #expect(builds.count == settled + 1)
  }

  @Test func anAnimationTimelineTicksEveryFrame() {
    let builds = Builds()
    let host = host(.animation, builds: builds)
    let settled = builds.count
    #expect(host.graph.nextWakeUp.map { abs($0 - (1000 + 1.0 / 60)) < 1e-6 } == true)
    for _ in 0..<3 { host.advanceClock(by: 1.0 / 60) }
    #expect(builds.count == settled + 3)
    host.advanceClock(by: 1)
    #expect(host.find(text: "t 1") != nil)
  }

  @Test func anAnimationTimelineStopsWhileTheGraphIsOffScreenAndGoesOnWhenDrawn() {
    let builds = Builds()
    let host = host(.animation, builds: builds)
    host.graph.isOnScreen = false
    host.advanceClock(by: 1.0 / 60)
    #expect(host.graph.nextWakeUp == nil, "a hidden window's timeline asks for no frames")
    let hidden = builds.count
    host.advanceClock(by: 1)
    #expect(builds.count == hidden)
    host.graph.isOnScreen = true
    _ = host.displayList()
    host.advanceClock(by: 1.0 / 60)
    #expect(builds.count == hidden + 1)
    #expect(host.graph.nextWakeUp != nil)
  }

  @Test func aPausedAnimationTimelineAsksForNothing() {
    let builds = Builds()
    let host = host(.animation(minimumInterval: nil, paused: true), builds: builds)
    #expect(host.graph.nextWakeUp == nil)
  }

  struct Removable: View {
    @State var shown = true
    var body: some View {
      VStack {
        Button("Hide") { shown = false }
        if shown {
          TimelineView(.periodic(from: TimelineViewTests.start, by: 1)) { context in
            Text("tick \(Int(context.date.timeIntervalSince(TimelineViewTests.start).rounded()))")
          }
        }
      }
    }
  }

  @Test func wakeUpsStopWhenTheViewLeaves() {
    let host = TestHost(Removable(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.graph.nextWakeUp != nil)
    host.tap(text: "Hide")
    #expect(host.graph.nextWakeUp == nil)
    #expect(host.find(text: "tick 0") == nil)
  }

  struct InTabs: View {
    let builds: Builds
    var body: some View {
      TabView {
        Text("Still").tabItem { Text("One") }
        TimelineView(.animation) { context in
          let _ = builds.count += 1
          Text("Moving")
        }
        .tabItem { Text("Two") }
      }
    }
  }

  @Test func anAnimationTimelineStopsWhileItsTabIsHidden() {
    let builds = Builds()
    let host = TestHost(InTabs(builds: builds), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    _ = host.displayList()
    #expect(host.graph.nextWakeUp == nil)
    let hidden = builds.count
    host.advanceClock(by: 1)
    #expect(builds.count == hidden)
    host.tap(text: "Two")
    _ = host.displayList()
    host.advanceClock(by: 1.0 / 60)
    host.advanceClock(by: 1.0 / 60)
    #expect(builds.count == hidden + 2)
    host.tap(text: "One")
    host.advanceClock(by: 1.0 / 60)
    #expect(host.graph.nextWakeUp == nil)
  }

  struct Captures: View {
    @State var suffix = "a"
    var body: some View {
      VStack {
        Button("Change") { suffix = "b" }
        TimelineView(.periodic(from: TimelineViewTests.start, by: 10)) { _ in
          Text("x \(suffix)")
        }
      }
    }
  }

  @Test func stateReadOnlyInTheContentStillUpdatesIt() {
    let host = TestHost(Captures(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "x a") != nil)
    host.tap(text: "Change")
    #expect(host.find(text: "x b") != nil)
    #expect(host.graph.nextWakeUp.map { abs($0 - 1010) < 1e-6 } == true)
  }
}
