import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct TaskModifierTests {
  /// What the tasks did, in order.
  @MainActor final class Log {
    var events: [String] = []
  }

  /// Lets the main actor run the tasks that are ready, until `condition` holds (or gives up).
  func settle(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  struct Loader: View {
    let log: Log
    var shown = true
    var id = 1
    var body: some View {
      if shown {
        Text("Loading")
          .task(id: id) {
            log.events.append("start \(id)")
            do {
              try await Task.sleep(for: .seconds(60))
              log.events.append("finished \(id)")
            } catch {
              log.events.append("cancelled \(id)")
            }
          }
      }
    }
  }

  struct Host: View {
    let log: Log
    @State var shown = true
    @State var id = 1
    var body: some View {
      VStack {
        Loader(log: log, shown: shown, id: id)
        Button("Toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
        Button("Next") { id += 1 }.accessibilityIdentifier("next")
      }
    }
  }

  @Test func theTaskStartsOnAppearAndIsCancelledOnDisappear() async {
    let log = Log()
    let host = TestHost(Host(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    await settle { log.events == ["start 1"] }
    #expect(log.events == ["start 1"])
    host.tap(id: "toggle")
    await settle { log.events.count == 2 }
    #expect(log.events == ["start 1", "cancelled 1"])
  }

  @Test func aNewIDCancelsTheRunningTaskAndStartsAnother() async {
    let log = Log()
    let host = TestHost(Host(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    await settle { log.events == ["start 1"] }
    host.tap(id: "next")
    await settle { log.events.count == 3 }
    // Cancellation is cooperative: the old task's catch and the new task's start are both
    // main-actor jobs queued at once, in no promised order.
    #expect(log.events.first == "start 1")
    #expect(Set(log.events.dropFirst()) == ["cancelled 1", "start 2"])
    host.tap(id: "toggle")
    await settle { log.events.count == 4 }
    #expect(log.events.last == "cancelled 2")
  }

  @Test func aTaskThatEndsOnItsOwnIsNotStartedAgainByUpdates() async {
    struct Once: View {
      let log: Log
      @State var count = 0
      var body: some View {
        Button("Count \(count)") { count += 1 }
          .accessibilityIdentifier("count")
          .task { log.events.append("ran") }
      }
    }
    let log = Log()
    let host = TestHost(Once(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    await settle { !log.events.isEmpty }
    host.tap(id: "count")
    host.tap(id: "count")
    await settle { log.events.count > 1 }
    #expect(log.events == ["ran"])
  }

  @Test func aTaskCanWriteTheViewsState() async {
    struct Status: View {
      @State var status = "waiting"
      var body: some View {
        Text(status)
          .accessibilityIdentifier("status")
          .task {
            try? await Task.sleep(for: .milliseconds(50))
            status = "loaded"
          }
      }
    }
    let host = TestHost(Status(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    for _ in 0..<200 where host.find(id: "status")?.text != "loaded" {
      try? await Task.sleep(for: .milliseconds(10))
    }
    #expect(host.find(id: "status")?.text == "loaded")
  }
}
