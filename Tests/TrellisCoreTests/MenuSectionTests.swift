import Testing
import TrellisCore
import TrellisTesting

/// Sections in menus: their items between separators, under their header, which is not an item
/// that can be chosen.
@MainActor
struct MenuSectionTests {
  struct Screen: View {
    @State var log = "none"
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Menu("Insert") {
          Button("Date") { log = "date" }
          Section("Shapes") {
            Button("Circle") { log = "circle" }
            Button("Square") { log = "square" }
          }
          Section {
            Button("Table") { log = "table" }
          }
        }
        .accessibilityIdentifier("menu")
        Text("log \(log)")
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aSectionsItemsSitBetweenSeparatorsUnderItsHeader() throws {
    let host = TestHost(Screen(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "menu")
    let panel = try #require(host.tree.allNodes.first { $0.type == "MenuPanel" })
    // Date; a separator, the header and two items; a separator and one item. No separator
    // after the last section, and none doubled between the two.
    #expect(
      panel.children.map(\.type) == [
        "MenuItem", "MenuSeparator", "MenuItem", "MenuItem", "MenuItem", "MenuSeparator", "MenuItem",
      ])
    #expect(panel.children[2].allNodes.contains { $0.text == "Shapes" })
    // Below Date's row (39 to 67) and the separator's 9; the header's smaller text (18) makes
    // a row of 26; the panel's least width, 120, less 5 inside each side.
    #expect(panel.children[2].frame == CGRect(x: 9, y: 76, width: 110, height: 26))
  }

  @Test func theHeaderCannotBeChosenButTheItemsCan() {
    let host = TestHost(Screen(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "menu")
    host.tap(text: "Shapes")
    // Still open, nothing run.
    #expect(host.tree.allNodes.contains { $0.type == "MenuPanel" })
    #expect(host.find(text: "log none") != nil)
    // The arrow keys pass over the header: Date, then Circle.
    host.press(.down)
    host.press(.down)
    host.press(.returnKey)
    #expect(host.find(text: "log circle") != nil)
  }
}
