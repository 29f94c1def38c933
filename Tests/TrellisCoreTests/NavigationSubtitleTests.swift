import Testing
import TrellisCore
import TrellisTesting

/// `.navigationSubtitle`: a line under the navigation bar's title, for the level on top.
@MainActor
struct NavigationSubtitleTests {
  struct Mailbox: View {
    @State private var unread = 3
    @State private var path: [Int] = []

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Button("read") { unread -= 1 }
          Button("open") { path = [1] }
        }
        .navigationTitle("Inbox")
        .navigationSubtitle("\(unread) unread")
        .navigationDestination(for: Int.self) { _ in
          Text("Message").navigationTitle("Hello")
        }
      }
    }
  }

  @Test func theSubtitleIsUnderTheTitleInTheBar() throws {
    let host = TestHost(Mailbox(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let title = try #require(host.find(id: "navigation-title")?.frame)
    let subtitle = try #require(host.find(id: "navigation-subtitle")?.frame)
    #expect(host.find(text: "3 unread")?.frame == subtitle)
    // The headline title (20 high) over the caption subtitle (11 points: 16 high, 63 wide for
    // eight characters), 36 high together, centered in the 40-point bar.
    #expect(title == CGRect(x: 175, y: 2, width: 50, height: 20))
    #expect(subtitle == CGRect(x: 169, y: 22, width: 63, height: 16))
  }

  @Test func theSubtitleFollowsStateAndBelongsToItsLevel() {
    let host = TestHost(Mailbox(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "read"))
    #expect(host.find(text: "2 unread") != nil)
    #expect(host.tap(text: "open"))
    #expect(host.find(id: "navigation-subtitle") == nil)
    #expect(host.find(id: "navigation-title")?.frame == CGRect(x: 175, y: 10, width: 50, height: 20))
  }
}
