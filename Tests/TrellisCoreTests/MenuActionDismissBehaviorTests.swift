import Testing
import TrellisCore
import TrellisTesting

/// `.menuActionDismissBehavior`: whether choosing a menu item closes the menu.
@MainActor
struct MenuActionDismissBehaviorTests {
  struct Zoom: View {
    let behavior: MenuActionDismissBehavior
    var onlyOut = false
    @State private var level = 0
    @State private var snaps = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Menu("Zoom") {
          Button("In") { level += 1 }
          Button("Out") { level -= 1 }.menuActionDismissBehavior(onlyOut ? .enabled : behavior)
          Toggle("Snap", isOn: $snaps)
        }
        .menuActionDismissBehavior(behavior)
        .accessibilityIdentifier("menu")
        Text("level \(level) snaps \(snaps)")
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  private func isOpen<C: View>(_ host: TestHost<C>) -> Bool {
    host.tree.allNodes.contains { $0.type == "MenuPanel" }
  }

  @Test func byDefaultChoosingAnItemClosesTheMenu() {
    let host = TestHost(
      Zoom(behavior: .automatic), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.tap(id: "menu"))
    #expect(host.tap(text: "In"))
    #expect(!isOpen(host))
    #expect(host.find(text: "level 1 snaps false") != nil)
  }

  @Test func disabledKeepsTheMenuOpenForItemAfterItem() {
    let host = TestHost(Zoom(behavior: .disabled), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.tap(id: "menu"))
    #expect(host.tap(text: "In"))
    #expect(isOpen(host))
    #expect(host.tap(text: "In"))
    #expect(host.tap(text: "Snap"))
    #expect(isOpen(host))
    #expect(host.find(text: "level 2 snaps true") != nil)
    // Escape still closes it.
    #expect(host.press(.escape))
    #expect(!isOpen(host))
  }

  @Test func anItemsOwnBehaviorWinsOverTheMenus() {
    let host = TestHost(
      Zoom(behavior: .disabled, onlyOut: true), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.tap(id: "menu"))
    #expect(host.tap(text: "In"))
    #expect(isOpen(host))
    #expect(host.tap(text: "Out"))
    #expect(!isOpen(host))
    #expect(host.find(text: "level 0 snaps false") != nil)
  }
}
