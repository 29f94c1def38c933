import Testing
import TrellisCore
import TrellisTesting

/// Pickers in menus: a submenu of the options by default, the options themselves with
/// `.pickerStyle(.inline)`; the selected option is checked, and choosing one selects it.
@MainActor
struct MenuPickerTests {
  enum Order: Hashable { case name, date, size }

  struct Screen: View {
    @State var order = Order.name
    @State var zoom = 100
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Menu("View") {
          Picker("Sort By", selection: $order) {
            Text("Name").tag(Order.name)
            Text("Date").tag(Order.date)
            Text("Size").tag(Order.size)
          }
          Divider()
          Picker("Zoom", selection: $zoom) {
            ForEach([50, 100, 200], id: \.self) { Text("\($0)%") }
          }
          .pickerStyle(.inline)
        }
        .accessibilityIdentifier("menu")
        Text("order \(String(describing: order)) zoom \(zoom)")
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func host() -> TestHost<Screen> {
    TestHost(Screen(), size: CGSize(width: 500, height: 400), text: .fixedAdvance)
  }

  func panels(_ host: TestHost<Screen>) -> [LayoutTreeNode] {
    host.tree.allNodes.filter { $0.type == "MenuPanel" }
  }

  /// The checkmarks drawn in `row`'s check column.
  func checks(in row: CGRect, _ host: TestHost<Screen>) -> Int {
    host.displayList().items.filter { item in
      guard case .stroke(let path, _, _) = item else { return false }
      let box = path.boundingRect
      return row.contains(CGPoint(x: box.midX, y: box.midY)) && box.maxX <= row.minX + 30
    }
    .count
  }

  @Test func anInlinePickersOptionsAreRowsOfTheMenuWithTheSelectedOneChecked() throws {
    let host = host()
    host.tap(id: "menu")
    let panel = try #require(panels(host).first)
    // The submenu, a separator, and the three zoom levels.
    #expect(panel.children.map(\.type) == ["MenuItem", "MenuSeparator", "MenuItem", "MenuItem", "MenuItem"])
    let rows = panel.children.map(\.frame)
    #expect(host.find(text: "50%")?.frame.minX == rows[2].minX + 30)
    #expect(host.find(text: "Sort By")?.frame.minX == rows[0].minX + 30)
    #expect([2, 3, 4].map { checks(in: rows[$0], host) } == [0, 1, 0])
    host.tap(text: "200%")
    #expect(host.find(text: "order name zoom 200") != nil)
    #expect(panels(host).isEmpty)
  }

  @Test func aPickerIsASubmenuOfItsOptions() throws {
    let host = host()
    host.tap(id: "menu")
    let sortBy = try #require(host.find(text: "Sort By")?.frame)
    host.hover(at: CGPoint(x: sortBy.midX, y: sortBy.midY))
    let submenu = try #require(panels(host).dropFirst().first)
    #expect(submenu.children.map(\.type) == ["MenuItem", "MenuItem", "MenuItem"])
    let rows = submenu.children.map(\.frame)
    #expect(rows.map { checks(in: $0, host) } == [1, 0, 0])
    host.tap(text: "Date")
    #expect(host.find(text: "order date zoom 100") != nil)
    #expect(panels(host).isEmpty)
  }

  @Test func theKeyboardReachesTheOptions() {
    let host = host()
    host.tap(id: "menu")
    // Down to Sort By, Right into its submenu (Name highlighted), Down to Date, Return.
    host.press(.down)
    host.press(.right)
    host.press(.down)
    host.press(.returnKey)
    #expect(host.find(text: "order date zoom 100") != nil)
  }

  @Test func outsideAMenuAPickerIsStillAPopUpButton() {
    struct Plain: View {
      @State var order = Order.name
      var body: some View {
        Picker("Sort By", selection: $order) {
          Text("Name").tag(Order.name)
          Text("Date").tag(Order.date)
        }
      }
    }
    let host = TestHost(Plain(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.tree.allNodes.contains { $0.type == "Picker" })
    #expect(!host.tree.allNodes.contains { $0.type == "Submenu" || $0.type == "Menu" })
  }
}
