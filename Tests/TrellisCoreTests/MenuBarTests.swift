import Testing
import TrellisCore
import TrellisTesting

/// A window's menu bar: titles across the top, each opening its menu below it; once one is open,
/// pointing at another title or pressing Left and Right moves to that menu.
@MainActor
struct MenuBarTests {
  struct Window: View {
    @State var log = "none"

    var body: some View {
      VStack(spacing: 0) {
        MenuBar([
          MenuBar.Entry(
            title: Text("File"),
            items: AnyView(
              Group {
                Button("Open") { log = "open" }.keyboardShortcut("o")
                Divider()
                Button("Save As") { log = "save as" }.keyboardShortcut("s", modifiers: [.command, .shift])
              })),
          MenuBar.Entry(
            title: Text("Edit"),
            items: AnyView(
              Group {
                Divider()
                Button("Undo") { log = "undo" }.keyboardShortcut("z")
                Divider()
                Divider()
                Button("Find") { log = "find" }.keyboardShortcut(.return, modifiers: [.option])
                Divider()
              })),
        ])
        Text("log \(log)")
        Spacer()
      }
    }
  }

  func host() -> TestHost<Window> {
    TestHost(Window(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  func panel(_ host: TestHost<Window>) -> LayoutTreeNode? {
    host.tree.allNodes.first { $0.type == "MenuPanel" }
  }

  /// The strings of the texts drawn in the open menu, in drawing order: labels and shortcuts.
  func drawnTexts(_ host: TestHost<Window>) -> [(String, CGRect)] {
    host.displayList().items.compactMap { item in
      if case .text(let request, let frame, _) = item { (request.string, frame) } else { nil }
    }
  }

  @Test func theTitlesLineUpAlongTheTopWithNoChevrons() {
    let host = host()
    let titles = host.tree.allNodes.filter { $0.type == "MenuBarItem" }.map(\.frame)
    // 40 wide labels with 9 either side, 20 high with 3 above and below; 4 in from the edge.
    #expect(
      titles == [
        CGRect(x: 4, y: 0, width: 58, height: 26), CGRect(x: 62, y: 0, width: 58, height: 26),
      ])
    #expect(host.frame(of: "menu-bar") == CGRect(x: 0, y: 0, width: 400, height: 26))
    #expect(host.find(text: "log none")?.frame.minY == 26)
  }

  @Test func aTitleOpensItsMenuJustBelowWithShortcutsAtTheRowEnds() throws {
    let host = host()
    host.tap(text: "File")
    let panel = try #require(self.panel(host))
    // Labels up to 70 wide, 12 before them and 16 after, shortcuts up to 120 wide 28 after the
    // labels: rows of 246 in a panel of 256, from the title's left edge, 2 below it.
    #expect(panel.frame == CGRect(x: 4, y: 28, width: 256, height: 75))
    #expect(
      panel.children.map(\.frame) == [
        CGRect(x: 9, y: 33, width: 246, height: 28), CGRect(x: 9, y: 61, width: 246, height: 9),
        CGRect(x: 9, y: 70, width: 246, height: 28),
      ])
    let shortcuts = drawnTexts(host).filter { $0.0.contains("Ctrl") }
    #expect(shortcuts.map(\.0) == ["Ctrl+O", "Shift+Ctrl+S"])
    // Right-aligned 16 before the rows' ends (at 255), centred on each row.
    #expect(
      shortcuts.map(\.1) == [
        CGRect(x: 179, y: 37, width: 60, height: 20), CGRect(x: 119, y: 74, width: 120, height: 20),
      ])
    host.tap(text: "Save As")
    #expect(host.find(text: "log save as") != nil)
    #expect(self.panel(host) == nil)
  }

  @Test func separatorsWithNothingOnOneSideAreLeftOut() throws {
    let host = host()
    host.tap(text: "Edit")
    let panel = try #require(self.panel(host))
    // Six items, of which only the separator between Undo and Find shows: 28 + 9 + 28 and 5
    // inside each edge; 40 + 12 + 28 + 100 ("Alt+Return") + 16 wide, and 5 inside each side.
    #expect(panel.children.map(\.type) == ["MenuItem", "MenuSeparator", "MenuItem"])
    #expect(panel.frame == CGRect(x: 62, y: 28, width: 206, height: 75))
    #expect(drawnTexts(host).map(\.0).filter { $0.contains("+") } == ["Ctrl+Z", "Alt+Return"])
  }

  @Test func pointingAtAnotherTitleOpensItsMenuInstead() throws {
    let host = host()
    host.tap(text: "File")
    host.hover(at: CGPoint(x: 40, y: 13))
    #expect(host.find(text: "Open") != nil)
    host.hover(at: CGPoint(x: 90, y: 13))
    let panels = host.tree.allNodes.filter { $0.type == "MenuPanel" }
    #expect(panels.count == 1)
    #expect(panels.first?.frame.minX == 62)
    #expect(host.find(text: "Undo") != nil)
    #expect(host.find(text: "Open") == nil)
  }

  @Test func pointingAtATitleWithNoMenuOpenOpensNothing() {
    let host = host()
    host.hover(at: CGPoint(x: 90, y: 13))
    #expect(panel(host) == nil)
  }

  @Test func leftAndRightStepAlongTheBarWrappingRound() throws {
    let host = host()
    host.tap(text: "File")
    host.press(.right)
    #expect(try #require(panel(host)).frame.minX == 62)
    // The first item of the menu stepped to is highlighted: Return chooses it.
    host.press(.right)
    #expect(try #require(panel(host)).frame.minX == 4)
    host.press(.left)
    #expect(try #require(panel(host)).frame.minX == 62)
    host.press(.returnKey)
    #expect(host.find(text: "log undo") != nil)
    #expect(panel(host) == nil)
  }

  @Test func clickingTheOpenTitleClosesItsMenu() {
    let host = host()
    host.tap(text: "File")
    host.tap(at: CGPoint(x: 30, y: 13))
    #expect(panel(host) == nil)
  }

  @Test func titlesAreNotInTheTabOrder() {
    struct Field: View {
      @State var text = ""
      var body: some View {
        VStack(spacing: 0) {
          MenuBar([MenuBar.Entry(title: Text("File"), items: AnyView(Button("Open") {}))])
          TextField("Name", text: $text).accessibilityIdentifier("name")
          Spacer()
        }
      }
    }
    let host = TestHost(Field(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    host.type("ab")
    host.press(.tab)
    host.type("c")
    // Tab went round the one field, past the title, and typing kept landing in it.
    #expect(host.find(text: "abc") != nil)
  }
}

extension MenuBarTests {
  @Test func aWindowNarrowerThanTheTitlesCutsThemOff() {
    let host = TestHost(Window(), size: CGSize(width: 100, height: 200), text: .fixedAdvance)
    #expect(host.frame(of: "menu-bar") == CGRect(x: 0, y: 0, width: 100, height: 26))
    // The titles keep their sizes, from the leading edge; the second runs past the edge.
    let titles = host.tree.allNodes.filter { $0.type == "MenuBarItem" }.map(\.frame)
    #expect(
      titles == [CGRect(x: 4, y: 0, width: 58, height: 26), CGRect(x: 62, y: 0, width: 58, height: 26)])
  }
}

extension MenuBarTests {
  @Test func openingTheBarFromTheKeyboardHighlightsTheFirstItem() throws {
    let host = host()
    #expect(host.graph.openMenuBar())
    host.flush()
    #expect(try #require(panel(host)).frame.minX == 4)
    // Asked again while a menu is open, it does nothing.
    #expect(!host.graph.openMenuBar())
    host.press(.returnKey)
    #expect(host.find(text: "log open") != nil)
  }

  @Test func aWindowWithoutAMenuBarOpensNothing() {
    let host = TestHost(Text("plain"), size: CGSize(width: 100, height: 50), text: .fixedAdvance)
    #expect(!host.graph.openMenuBar())
  }
}

extension MenuBarTests {
  @Test func aTitlesFirstLetterOpensItsMenuEvenWithAnotherOpen() throws {
    let host = host()
    #expect(host.graph.openMenuBar(mnemonic: "E"))
    host.flush()
    #expect(try #require(panel(host)).frame.minX == 62)
    // With Edit open, F moves to File, its first item highlighted.
    #expect(host.graph.openMenuBar(mnemonic: "f"))
    host.flush()
    #expect(try #require(panel(host)).frame.minX == 4)
    #expect(host.tree.allNodes.filter { $0.type == "MenuPanel" }.count == 1)
    host.press(.returnKey)
    #expect(host.find(text: "log open") != nil)
    // No title starts with Q.
    #expect(!host.graph.openMenuBar(mnemonic: "q"))
    host.flush()
    #expect(panel(host) == nil)
  }

  @Test func altAndALetterTypesNothingInAField() {
    struct Field: View {
      @State var text = ""
      var body: some View {
        TextField("Name", text: $text).accessibilityIdentifier("name")
        Text("text [\(text)]")
      }
    }
    let host = TestHost(Field(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "name")
    host.press(.character("f"), modifiers: .option)
    host.type("g")
    #expect(host.find(text: "text [g]") != nil)
  }
}
