import Testing
import TrellisCore
import TrellisTesting

/// The Copy and Select All menu of a selectable text, opened by a secondary click where the app
/// put no context menu of its own.
@MainActor
struct TextSelectionMenuTests {
  struct Screen: View {
    @State private var log = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("hello world").accessibilityIdentifier("greeting")
        Text("own menu").accessibilityIdentifier("owned")
          .contextMenu { Button("Pin") { log = "pinned" } }
        Text("plain label").textSelection(.disabled).accessibilityIdentifier("plain")
        Text("log \(log)")
      }
      .textSelection(.enabled)
      .frame(width: 300, height: 200, alignment: .topLeading)
    }
  }

  private func host() -> TestHost<Screen> {
    TestHost(Screen(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  private func menuItems(_ host: TestHost<Screen>) -> [String] {
    host.tree.allNodes.filter { $0.type.contains("Button") }.compactMap { button in
      button.allNodes.first { $0.text != nil }?.text
    }
  }

  @Test func copyCopiesTheSelection() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    host.drag(from: CGPoint(x: text.minX + 61, y: text.midY), to: CGPoint(x: text.maxX, y: text.midY))
    host.secondaryClick(at: CGPoint(x: text.minX + 5, y: text.midY))
    #expect(menuItems(host) == ["Copy", "Select All"])
    // The menu opens with its corner at the pointer: Copy is its first row.
    let copy = try #require(host.find(text: "Copy")?.frame)
    #expect(copy.minX > text.minX + 5 && copy.minY > text.midY)
    #expect(host.tap(text: "Copy"))
    #expect(host.graph.clipboard.readText(.clipboard) == "world")
    #expect(host.find(text: "Copy") == nil, "the menu closed")
  }

  @Test func withNoSelectionCopyIsDisabledAndSelectAllSelects() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    host.secondaryClick(at: CGPoint(x: text.midX, y: text.midY))
    #expect(host.graph.focusedViewType == "MenuPanel", "the open menu takes the keys")
    #expect(host.tap(text: "Copy"))
    #expect(host.graph.clipboard.readText(.clipboard) == nil, "nothing was selected")
    #expect(host.find(text: "Copy") != nil, "a disabled item leaves the menu open")
    #expect(host.tap(text: "Select All"))
    #expect(host.graph.clipboard.readText(.primary) == "hello world")
    #expect(host.graph.focusedViewType == "Text", "focus comes back to the text")
    #expect(host.press(.character("c"), modifiers: .control))
    #expect(host.graph.clipboard.readText(.clipboard) == "hello world")
  }

  @Test func theAppsOwnMenuWinsAndUnselectableTextHasNone() throws {
    let host = host()
    let owned = try #require(host.frame(of: "owned"))
    host.secondaryClick(at: CGPoint(x: owned.midX, y: owned.midY))
    #expect(menuItems(host) == ["Pin"])
    host.tap(text: "Pin")
    #expect(host.find(text: "log pinned") != nil)
    let plain = try #require(host.frame(of: "plain"))
    host.secondaryClick(at: CGPoint(x: plain.midX, y: plain.midY))
    #expect(menuItems(host).isEmpty)
  }
}
