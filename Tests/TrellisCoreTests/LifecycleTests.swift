import Testing
import TrellisCore
import TrellisTesting

/// What happened, in order, for lifecycle tests to check.
@MainActor
private final class EventLog {
  var events: [String] = []
}

/// `onAppear`, `onDisappear` and `onChange(of:)` in both closure forms.
@MainActor
struct LifecycleTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  fileprivate struct Shown: View {
    let name: String
    let log: EventLog
    var body: some View {
      Text(name)
        .onAppear { log.events.append("appear \(name)") }
        .onDisappear { log.events.append("disappear \(name)") }
    }
  }

  fileprivate struct Toggler: View {
    let log: EventLog
    @State private var shown = true
    @State private var ticks = 0
    var body: some View {
      VStack {
        if shown { Shown(name: "detail", log: log) }
        Button("toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
        Button("tick \(ticks)") { ticks += 1 }.accessibilityIdentifier("tick")
      }
    }
  }

  @Test func appearsOnceAndDisappearsWhenRemoved() {
    let log = EventLog()
    let host = host(Toggler(log: log))
    #expect(log.events == ["appear detail"])
    host.tap(id: "tick")
    #expect(log.events == ["appear detail"])
    host.tap(id: "toggle")
    #expect(log.events == ["appear detail", "disappear detail"])
    host.tap(id: "toggle")
    #expect(log.events == ["appear detail", "disappear detail", "appear detail"])
  }

  @Test func removingOneForEachElementDisappearsOnlyIt() {
    struct Rows: View {
      let log: EventLog
      @State private var names = ["a", "b", "c"]
      var body: some View {
        VStack {
          ForEach(names, id: \.self) { Shown(name: $0, log: log) }
          Button("drop b") { names.removeAll { $0 == "b" } }.accessibilityIdentifier("drop")
        }
      }
    }
    let log = EventLog()
    let host = host(Rows(log: log))
    #expect(log.events == ["appear a", "appear b", "appear c"])
    host.tap(id: "drop")
    #expect(log.events == ["appear a", "appear b", "appear c", "disappear b"])
  }

  @Test func disappearsWhenAnAncestorIsRemoved() {
    struct Outer: View {
      let log: EventLog
      @State private var shown = true
      var body: some View {
        VStack {
          if shown {
            HStack {
              Shown(name: "x", log: log)
              Shown(name: "y", log: log)
            }
          }
          Button("hide") { shown = false }.accessibilityIdentifier("hide")
        }
      }
    }
    let log = EventLog()
    let host = host(Outer(log: log))
    host.tap(id: "hide")
    #expect(log.events.sorted() == ["appear x", "appear y", "disappear x", "disappear y"])
  }

  fileprivate struct Watcher: View {
    let log: EventLog
    let initial: Bool
    @State private var value = 0
    @State private var unrelated = 0
    var body: some View {
      VStack {
        Text("value \(value)")
          .onChange(of: value, initial: initial) { old, new in log.events.append("\(old)->\(new)") }
          .onChange(of: value) { log.events.append("changed") }
        Button("add") { value += 1 }.accessibilityIdentifier("add")
        Button("same") { value = value }.accessibilityIdentifier("same")
        Button("other \(unrelated)") { unrelated += 1 }.accessibilityIdentifier("other")
      }
    }
  }

  @Test func onChangeReportsOldAndNewValues() {
    let log = EventLog()
    let host = host(Watcher(log: log, initial: false))
    #expect(log.events == [])
    // The two handlers' relative order is unspecified, as in SwiftUI.
    host.tap(id: "add")
    #expect(log.events.sorted() == ["0->1", "changed"])
    host.tap(id: "add")
    #expect(log.events.sorted() == ["0->1", "1->2", "changed", "changed"])
  }

  @Test func onChangeIgnoresUnchangedValues() {
    let log = EventLog()
    let host = host(Watcher(log: log, initial: false))
    host.tap(id: "same")
    host.tap(id: "other")
    #expect(log.events == [])
  }

  @Test func onChangeWithInitialRunsOnAppear() {
    let log = EventLog()
    let host = host(Watcher(log: log, initial: true))
    #expect(log.events == ["0->0"])
    host.tap(id: "add")
    #expect(log.events.sorted() == ["0->0", "0->1", "changed"])
  }

  @Test func stateWrittenInOnAppearShowsInTheFirstFrame() {
    struct Loader: View {
      @State private var loaded = false
      var body: some View {
        Text(loaded ? "loaded" : "loading").onAppear { loaded = true }
      }
    }
    let host = host(Loader())
    #expect(host.find(text: "loaded") != nil)
  }
}
