import Testing
import TrellisCore
import TrellisTesting

/// What happened, in order, for the appearance tests to check.
@MainActor
private final class AppearanceLog {
  var events: [String] = []
}

/// `onAppear`, `onDisappear` and `.task` follow what containers show: a tab view's other tabs, a
/// navigation stack's covered levels and a `ViewThatFits`'s other candidates are off screen.
@MainActor
struct AppearanceGateTests {
  fileprivate struct Page: View {
    let name: String
    let log: AppearanceLog
    var body: some View {
      Text(name)
        .onAppear { log.events.append("appear \(name)") }
        .onDisappear { log.events.append("disappear \(name)") }
    }
  }

  fileprivate struct Tabs: View {
    let log: AppearanceLog
    @State private var selection = 1
    var body: some View {
      VStack {
        TabView(selection: $selection) {
          Page(name: "one", log: log).tabItem { Text("One") }.tag(1)
          Page(name: "two", log: log).tabItem { Text("Two") }.tag(2)
        }
        Button("second") { selection = 2 }.accessibilityIdentifier("second")
        Button("first") { selection = 1 }.accessibilityIdentifier("first")
      }
    }
  }

  @Test func onlyTheSelectedTabAppearsAndSwitchingMovesAppearance() {
    let log = AppearanceLog()
    let host = TestHost(Tabs(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(log.events == ["appear one"])
    host.tap(id: "second")
    #expect(log.events == ["appear one", "disappear one", "appear two"])
    host.tap(id: "first")
    #expect(log.events == ["appear one", "disappear one", "appear two", "disappear two", "appear one"])
  }

  @Test func aTabClickedInTheBarAppears() {
    let log = AppearanceLog()
    let host = TestHost(
      TabView {
        Page(name: "one", log: log).tabItem { Text("One") }
        Page(name: "two", log: log).tabItem { Text("Two") }
      },
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(log.events == ["appear one"])
    #expect(host.tap(text: "Two"))
    #expect(log.events == ["appear one", "disappear one", "appear two"])
  }

  fileprivate struct Stack: View {
    let log: AppearanceLog
    @State private var path: [Int] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Page(name: "root", log: log)
          Button("push") { path.append(1) }.accessibilityIdentifier("push")
        }
        .navigationDestination(for: Int.self) { value in
          VStack {
            Page(name: "level \(value)", log: log)
            Button("pop") { path.removeLast() }.accessibilityIdentifier("pop")
          }
        }
      }
    }
  }

  @Test func pushingCoversTheLevelBelowAndPoppingUncoversIt() {
    let log = AppearanceLog()
    let host = TestHost(Stack(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(log.events == ["appear root"])
    host.tap(id: "push")
    host.advanceClock(by: 1)
    #expect(log.events == ["appear root", "disappear root", "appear level 1"])
    host.tap(id: "pop")
    host.advanceClock(by: 1)
    #expect(
      log.events == ["appear root", "disappear root", "appear level 1", "disappear level 1", "appear root"])
  }

  @Test func onlyTheChosenViewThatFitsCandidateAppears() {
    let log = AppearanceLog()
    let host = TestHost(
      ViewThatFits {
        Page(name: "a wide candidate", log: log)
        Page(name: "small", log: log)
      },
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(log.events == ["appear a wide candidate"])
    host.resize(to: CGSize(width: 100, height: 300))
    #expect(log.events == ["appear a wide candidate", "disappear a wide candidate", "appear small"])
  }

  @Test func aTaskInAHiddenTabStartsOnlyWhenItsTabIsShown() async {
    @MainActor final class Starts {
      var count = 0
    }
    struct TaskTabs: View {
      let starts: Starts
      @State private var selection = 1
      var body: some View {
        VStack {
          TabView(selection: $selection) {
            Text("one").tag(1)
            Text("two").task { starts.count += 1 }.tag(2)
          }
          Button("second") { selection = 2 }.accessibilityIdentifier("second")
        }
      }
    }
    let starts = Starts()
    let host = TestHost(TaskTabs(starts: starts), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    for _ in 0..<5 { await Task.yield() }
    #expect(starts.count == 0)
    host.tap(id: "second")
    for _ in 0..<50 where starts.count == 0 { await Task.yield() }
    #expect(starts.count == 1)
  }
}
