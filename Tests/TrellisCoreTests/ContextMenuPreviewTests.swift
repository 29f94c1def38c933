import Testing
import TrellisCore
import TrellisTesting

/// `.contextMenu(menuItems:preview:)`: the preview in a panel beside the open menu.
@MainActor
struct ContextMenuPreviewTests {
  struct Photos: View {
    @State private var log = "none"
    var body: some View {
      HStack {
        Text("left").accessibilityIdentifier("left")
        Spacer()
        Text("right").accessibilityIdentifier("right")
      }
      .contextMenu {
        Button("Share") { log = "share" }
      } preview: {
        Color.blue.frame(width: 80, height: 60).accessibilityIdentifier("preview")
      }
      .overlay(alignment: .bottom) { Text("log \(log)") }
      .frame(width: 500, height: 300)
    }
  }

  private func nodes(_ host: TestHost<Photos>, _ type: String) -> [LayoutTreeNode] {
    host.tree.allNodes.filter { $0.type == type }
  }

  @Test func thePreviewStandsBesideTheMenuOnTheLeadingSideWhenItFits() throws {
    let host = TestHost(Photos(), size: CGSize(width: 500, height: 300), text: .fixedAdvance)
    let right = try #require(host.frame(of: "right"))
    host.secondaryClick(at: CGPoint(x: right.midX - 20, y: right.midY))
    let menu = try #require(nodes(host, "MenuPanel").first?.frame)
    let panel = try #require(nodes(host, "ContextMenuPreview").first?.frame)
    // The 80 × 60 preview inset by 8, 8 points before the menu, level with its top.
    #expect(panel.size == CGSize(width: 96, height: 76))
    #expect(panel.maxX == menu.minX - 8)
    #expect(panel.minY == menu.minY)
    let preview = try #require(host.frame(of: "preview"))
    #expect(preview == panel.insetBy(dx: 8, dy: 8))
  }

  @Test func withNoRoomBeforeTheMenuThePreviewGoesAfterIt() throws {
    let host = TestHost(Photos(), size: CGSize(width: 500, height: 300), text: .fixedAdvance)
    let left = try #require(host.frame(of: "left"))
    host.secondaryClick(at: CGPoint(x: left.minX + 2, y: left.midY))
    let menu = try #require(nodes(host, "MenuPanel").first?.frame)
    let panel = try #require(nodes(host, "ContextMenuPreview").first?.frame)
    #expect(panel.minX == menu.maxX + 8)
  }

  @Test func thePreviewGoesWithTheMenuAndTakesNoClicks() throws {
    let host = TestHost(Photos(), size: CGSize(width: 500, height: 300), text: .fixedAdvance)
    let right = try #require(host.frame(of: "right"))
    host.secondaryClick(at: CGPoint(x: right.midX - 20, y: right.midY))
    let panel = try #require(nodes(host, "ContextMenuPreview").first?.frame)
    // A click on the preview is outside the menu: both close, and nothing is chosen.
    host.tap(at: CGPoint(x: panel.midX, y: panel.midY))
    #expect(nodes(host, "MenuPanel").isEmpty)
    #expect(nodes(host, "ContextMenuPreview").isEmpty)
    #expect(host.find(text: "log none") != nil)

    host.secondaryClick(at: CGPoint(x: right.midX - 20, y: right.midY))
    #expect(host.tap(text: "Share"))
    #expect(host.find(text: "log share") != nil)
    #expect(nodes(host, "ContextMenuPreview").isEmpty)
  }
}
