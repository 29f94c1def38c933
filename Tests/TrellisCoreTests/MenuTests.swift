import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct MenuTests {
  struct Actions: View {
    @State var log = "none"
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Menu("Actions") {
          Button("Copy") { log = "copy" }
          Button("Paste") { log = "paste" }
          Divider()
          Menu("More") {
            Button("Deep") { log = "deep" }
            Button("Locked") { log = "locked" }.disabled(true)
          }
        }
        .accessibilityIdentifier("menu")
        Text("log \(log)")
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  func panels<V: View>(_ host: TestHost<V>) -> [LayoutTreeNode] {
    host.tree.allNodes.filter { $0.type == "MenuPanel" }
  }

  func secondaryClick<V: View>(_ host: TestHost<V>, at point: CGPoint) {
    host.flush()
    host.graph.pointerMoved(to: point)
    host.graph.pointerDown(at: point, button: .secondary)
    host.graph.pointerUp(at: point, button: .secondary)
    host.flush()
  }

  @Test func theButtonFitsItsLabelAndAChevron() {
    let host = host(Actions())
    // "Actions" is 70 wide: 10 before it, 26 for the chevron; 20 high with 5 above and below.
    #expect(
      host.tree.allNodes.first { $0.type == "Menu" }?.frame == CGRect(x: 0, y: 0, width: 106, height: 30))
    #expect(panels(host).isEmpty)
  }

  @Test func tappingOpensAPanelOfTheItems() {
    let host = host(Actions())
    host.tap(id: "menu")
    let panel = try! #require(panels(host).first)
    // Rows of 28 (20 + 8), a separator row of 9, and 5 inside the edges; 120 wide at least,
    // 4 below the button and kept 4 inside the window.
    #expect(panel.frame == CGRect(x: 4, y: 34, width: 120, height: 103))
    let rows = panel.children.map(\.frame)
    #expect(
      rows == [
        CGRect(x: 9, y: 39, width: 110, height: 28), CGRect(x: 9, y: 67, width: 110, height: 28),
        CGRect(x: 9, y: 95, width: 110, height: 9), CGRect(x: 9, y: 104, width: 110, height: 28),
      ])
    #expect(panel.children.map(\.type) == ["MenuItem", "MenuItem", "MenuSeparator", "MenuItem"])
    #expect(host.find(text: "Copy")?.frame == CGRect(x: 21, y: 43, width: 40, height: 20))
    #expect(host.find(text: "More")?.frame == CGRect(x: 21, y: 108, width: 40, height: 20))
  }

  @Test func choosingAnItemRunsItsActionAndCloses() {
    let host = host(Actions())
    host.tap(id: "menu")
    #expect(host.tap(text: "Paste"))
    #expect(host.find(text: "log paste") != nil)
    #expect(panels(host).isEmpty)
  }

  @Test func escapeClosesWithoutChoosing() {
    let host = host(Actions())
    host.tap(id: "menu")
    #expect(panels(host).count == 1)
    #expect(host.press(.escape))
    #expect(panels(host).isEmpty)
    #expect(host.find(text: "log none") != nil)
  }

  @Test func aClickOutsideClosesWithoutChoosing() {
    let host = host(Actions())
    host.tap(id: "menu")
    host.tap(at: CGPoint(x: 300, y: 250))
    #expect(panels(host).isEmpty)
    #expect(host.find(text: "log none") != nil)
    // The click that closed the menu reached nothing else, and the menu opens again.
    host.tap(id: "menu")
    #expect(panels(host).count == 1)
  }

  @Test func keyboardOpensMovesAndChooses() {
    let host = host(Actions())
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Menu")
    host.press(.space)
    #expect(panels(host).count == 1)
    host.press(.down)
    host.press(.returnKey)
    #expect(host.find(text: "log paste") != nil)
    #expect(panels(host).isEmpty)
    #expect(host.graph.focusedViewType == "Menu")
  }

  @Test func hoveringANestedMenuOpensItBesideItsRow() {
    let host = host(Actions())
    host.tap(id: "menu")
    let more = panels(host)[0].children[3].frame
    host.hover(at: CGPoint(x: more.midX, y: more.midY))
    let open = panels(host)
    #expect(open.count == 2)
    // Beside the row, 4 past the panel's row, its first row level with the row.
    #expect(open[1].frame.minX == more.maxX + 4)
    #expect(open[1].children[0].frame.minY == more.minY)
    // A disabled item is shown but not chosen.
    #expect(host.tap(text: "Locked"))
    #expect(host.find(text: "log none") != nil)
    #expect(host.tap(text: "Deep"))
    #expect(host.find(text: "log deep") != nil)
    #expect(panels(host).isEmpty)
  }

  @Test func arrowKeysOpenAndCloseSubmenus() {
    let host = host(Actions())
    host.press(.tab)
    host.press(.space)
    host.press(.end)
    host.press(.right)
    #expect(panels(host).count == 2)
    host.press(.escape)
    #expect(panels(host).count == 1)
    host.press(.right)
    host.press(.returnKey)
    #expect(host.find(text: "log deep") != nil)
    #expect(panels(host).isEmpty)
  }

  struct Primary: View {
    @State var log = "none"
    var body: some View {
      VStack(spacing: 0) {
        Menu("Send") {
          Button("Later") { log = "later" }
        } primaryAction: {
          log = "now"
        }
        .accessibilityIdentifier("menu")
        Text("log \(log)")
      }
    }
  }

  @Test func aPrimaryActionRunsFromTheLabelAndTheChevronOpensTheMenu() {
    let host = host(Primary())
    let button = host.frame(of: "menu")!
    host.tap(at: CGPoint(x: button.minX + 12, y: button.midY))
    #expect(host.find(text: "log now") != nil)
    #expect(panels(host).isEmpty)
    host.tap(at: CGPoint(x: button.maxX - 8, y: button.midY))
    #expect(panels(host).count == 1)
    host.tap(text: "Later")
    #expect(host.find(text: "log later") != nil)
  }

  struct Context: View {
    @State var log = "none"
    var body: some View {
      VStack(spacing: 20) {
        Text("Target")
          .padding(10)
          .contextMenu {
            Button("Rename") { log = "rename" }
            Button("Delete") { log = "delete" }
          }
        Button("Press") { log = "pressed" }
          .contextMenu { Button("Inspect") { log = "inspect" } }
        Text("log \(log)")
      }
    }
  }

  @Test func aSecondaryClickOpensTheContextMenuAtThePointer() {
    let host = host(Context())
    let target = host.find(text: "Target")!.frame
    let point = CGPoint(x: target.midX, y: target.midY)
    secondaryClick(host, at: point)
    let panel = try! #require(panels(host).first)
    #expect(panel.frame.origin == point)
    #expect(panel.children.count == 2)
    #expect(host.tap(text: "Delete"))
    #expect(host.find(text: "log delete") != nil)
    #expect(panels(host).isEmpty)
  }

  @Test func aPrimaryClickDoesNotOpenTheContextMenuAndEscapeClosesIt() {
    let host = host(Context())
    host.tap(text: "Target")
    #expect(panels(host).isEmpty)
    let target = host.find(text: "Target")!.frame
    secondaryClick(host, at: CGPoint(x: target.minX + 2, y: target.minY + 2))
    #expect(panels(host).count == 1)
    host.press(.escape)
    #expect(panels(host).isEmpty)
    #expect(host.find(text: "log none") != nil)
  }

  @Test func aSecondaryClickOnAButtonOpensItsContextMenuWithoutPressingIt() {
    let host = host(Context())
    let button = host.find(text: "Press")!.frame
    secondaryClick(host, at: CGPoint(x: button.midX, y: button.midY))
    #expect(host.find(text: "log none") != nil)
    #expect(host.tap(text: "Inspect"))
    #expect(host.find(text: "log inspect") != nil)
  }

  @Test func aBorderOverlaidOnTheWholeCardDoesNotHideTheMenusUnderIt() {
    // The gallery's cards: an overlay as large as the card, drawn over the views in it.
    let host = host(
      VStack {
        Text("Note")
          .contextMenu { Button("Rename") {} }
      }
      .padding(16)
      .overlay { RoundedRectangle(cornerRadius: 12).strokeBorder(Color.primary.opacity(0.08)) })
    let note = host.find(text: "Note")!.frame
    secondaryClick(host, at: CGPoint(x: note.midX, y: note.midY))
    #expect(panels(host).count == 1)
    #expect(host.find(text: "Rename") != nil)
  }

  @Test func aSecondaryClickBesideTheViewsOpensNothing() {
    let host = host(Context())
    secondaryClick(host, at: CGPoint(x: 5, y: 5))
    #expect(panels(host).isEmpty)
  }

  @Test func aBorderlessMenuHasLessRoomBeforeItsLabel() {
    let host = host(
      VStack {
        Menu("Actions") { Button("Copy") {} }.menuStyle(.borderlessButton)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(
      host.tree.allNodes.first { $0.type == "Menu" }?.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(host.find(text: "Actions")?.frame.minX == 4)
  }

  /// A menu's items are gone by the time the chosen one's action runs (the menu closes first),
  /// yet the action reads the `@Environment` values of its view, as a captured view value
  /// does in SwiftUI.
  @Test func anItemsActionReadsItsViewsEnvironmentAfterTheMenuClosed() {
    final class Log { var entries: [String] = [] }
    struct LayoutDirectionItem: View {
      let log: Log
      @Environment(\.layoutDirection) private var direction
      var body: some View {
        Button("Direction") { log.entries.append("\(direction)") }
      }
    }
    struct Root: View {
      let log: Log
      var body: some View {
        Menu("Menu") { LayoutDirectionItem(log: log) }
          .environment(\.layoutDirection, .rightToLeft)
          .accessibilityIdentifier("menu")
      }
    }
    let log = Log()
    let host = TestHost(Root(log: log), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "menu")
    host.tap(text: "Direction")
    #expect(log.entries == ["rightToLeft"])
  }

  /// A letter typed in an open menu highlights the next item whose label starts with it,
  /// round to the first; Return chooses it.
  @Test func typingALetterHighlightsTheNextItemStartingWithIt() {
    let host = host(Actions())
    host.tap(id: "menu")
    host.press(.character("p"))
    host.press(.returnKey)
    #expect(host.find(text: "log paste") != nil)
    host.tap(id: "menu")
    host.press(.character("m"))
    #expect(host.press(.character("q")) == false, "no item starts with Q")
    host.press(.right)
    host.press(.character("L"))  // Locked is disabled: nothing to highlight
    host.press(.character("d"))
    host.press(.returnKey)
    #expect(host.find(text: "log deep") != nil)
  }

  /// The same for an item of a submenu, whose view has gone away entirely (not only left the
  /// tree) by the time the action runs.
  @Test func aSubmenuItemsActionReadsItsViewsEnvironmentAfterTheMenuClosed() {
    final class Log { var entries: [String] = [] }
    struct MoreMenu: View {
      let log: Log
      @Environment(\.layoutDirection) private var direction
      var body: some View {
        Menu("More") {
          Button("Direction") { log.entries.append("\(direction)") }
        }
      }
    }
    let log = Log()
    let host = TestHost(
      Menu("Menu") { MoreMenu(log: log) }
        .environment(\.layoutDirection, .rightToLeft)
        .accessibilityIdentifier("menu"),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "menu")
    host.tap(text: "More")
    host.tap(text: "Direction")
    #expect(log.entries == ["rightToLeft"])
  }
}
