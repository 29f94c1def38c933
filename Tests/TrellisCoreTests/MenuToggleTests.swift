import Testing
import TrellisCore
import TrellisTesting

/// Toggles in menus are checkmark items: choosing one flips it and closes the menu, and its
/// `.keyboardShortcut` flips it from anywhere in the window.
@MainActor
struct MenuToggleTests {
  struct View: TrellisCore.View {
    @State var grid = true
    @State var rulers = false

    var body: some TrellisCore.View {
      VStack(alignment: .leading, spacing: 0) {
        Menu("View") {
          Toggle("Grid", isOn: $grid)
          Toggle("Rulers", isOn: $rulers).keyboardShortcut("r")
          Button("Zoom") {}
        }
        .accessibilityIdentifier("menu")
        Text("grid \(grid) rulers \(rulers)")
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func host() -> TestHost<View> {
    TestHost(View(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  func panel(_ host: TestHost<View>) -> LayoutTreeNode? {
    host.tree.allNodes.first { $0.type == "MenuPanel" }
  }

  @Test func everyLabelMovesOverForTheCheckColumn() throws {
    let host = host()
    host.tap(id: "menu")
    let panel = try #require(self.panel(host))
    // 12 before the labels and 18 for the checkmarks: labels 30 in from the rows, 35 from the
    // panel's edge; the rows' labels stay there whether their toggle is on or not.
    #expect(host.find(text: "Grid")?.frame.minX == panel.frame.minX + 35)
    #expect(host.find(text: "Rulers")?.frame.minX == panel.frame.minX + 35)
    #expect(host.find(text: "Zoom")?.frame.minX == panel.frame.minX + 35)
    // Labels up to 60, shortcut "Ctrl+R" 60 and 28 before it, 12 + 18 + 16 around: 194 + 10.
    #expect(panel.frame.width == 204)
    // Toggles in a menu draw no switch: the row holds its label alone.
    #expect(host.tree.allNodes.filter { $0.type == "Toggle" }.allSatisfy { $0.children.count == 1 })
  }

  @Test func theCheckmarkShowsOnlyForTogglesThatAreOn() throws {
    let host = host()
    host.tap(id: "menu")
    let rows = try #require(self.panel(host)).children.map(\.frame)
    let strokes = host.displayList().items.compactMap { item -> CGRect? in
      if case .stroke(let path, _, _) = item { path.boundingRect } else { nil }
    }
    // One checkmark, in the check column of the first row (Grid, on), none for Rulers (off).
    let checks = strokes.filter { $0.minX >= rows[0].minX && $0.maxX <= rows[0].minX + 30 }
    #expect(checks.count == 1)
    #expect(checks.allSatisfy { rows[0].contains(CGPoint(x: $0.midX, y: $0.midY)) })
  }

  @Test func choosingAToggleFlipsItAndClosesTheMenu() {
    let host = host()
    host.tap(id: "menu")
    host.tap(text: "Grid")
    #expect(host.find(text: "grid false rulers false") != nil)
    #expect(panel(host) == nil)
    host.tap(id: "menu")
    host.press(.down)
    host.press(.down)
    host.press(.returnKey)
    #expect(host.find(text: "grid false rulers true") != nil)
  }

  @Test func aToggleShortcutFlipsItWithTheMenuClosed() {
    struct Shortcut: TrellisCore.View {
      @State var on = false
      var body: some TrellisCore.View {
        VStack {
          Toggle("Rulers", isOn: $on).keyboardShortcut("r")
          Text("rulers \(on)")
        }
      }
    }
    let host = TestHost(Shortcut(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.character("r"), modifiers: .control)
    #expect(host.find(text: "rulers true") != nil)
  }
}
