import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct RefreshActionTests {
  @Observable final class Feed {
    var loads = 0
  }

  struct Reloader: View {
    let name: String
    @Environment(\.refresh) private var refresh

    var body: some View {
      Button(refresh == nil ? "\(name) cannot reload" : "Reload \(name)") {
        Task { await refresh?() }
      }
    }
  }

  @Test func refreshableGivesTheViewsInsideAnActionThatRunsIt() async {
    let feed = Feed()
    let host = TestHost(
      VStack {
        Reloader(name: "feed").refreshable { @MainActor in feed.loads += 1 }
        Reloader(name: "other")
      }, text: .fixedAdvance)
    #expect(host.find(text: "other cannot reload") != nil)
    host.tap(text: "Reload feed")
    for _ in 0..<100 where feed.loads == 0 { await Task.yield() }
    #expect(feed.loads == 1)
  }
}
