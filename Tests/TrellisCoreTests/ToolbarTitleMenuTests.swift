import Testing
import TrellisCore
import TrellisTesting

/// `.toolbarTitleMenu`: the navigation bar's title opens a menu of its items.
@MainActor
struct ToolbarTitleMenuTests {
  struct Document: View {
    var hasMenu = true
    @State var log = "none"

    var body: some View {
      NavigationStack {
        if hasMenu {
          page.toolbarTitleMenu {
            Button("Rename") { log = "rename" }
            Button("Duplicate") { log = "duplicate" }
          }
        } else {
          page
        }
      }
    }

    private var page: some View {
      Text("log \(log)").navigationTitle("Notes")
    }
  }

  func host(_ document: Document = Document()) -> TestHost<Document> {
    TestHost(document, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func theTitleIsAMenuButtonThatOpensTheItems() throws {
    let host = host()
    let title = try #require(host.find(id: "navigation-title"))
    #expect(title.type.contains("Menu"))
    // Centered in the 40-point bar: "Notes" with room for the chevron.
    #expect(title.frame.midX == 200)
    #expect(title.frame.midY == 20)
    #expect(host.find(text: "Rename") == nil)
    #expect(host.tap(id: "navigation-title"))
    #expect(host.tap(text: "Duplicate"))
    #expect(host.find(text: "log duplicate") != nil)
    #expect(host.find(text: "Rename") == nil)
  }

  @Test func withoutTheModifierTheTitleIsItsText() throws {
    let host = host(Document(hasMenu: false))
    let title = try #require(host.find(id: "navigation-title"))
    #expect(!title.type.contains("Menu"))
    #expect(title.text == "Notes")
  }
}
