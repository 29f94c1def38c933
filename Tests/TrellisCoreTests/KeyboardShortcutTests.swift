import Testing
import TrellisCore
import TrellisTesting

/// `.keyboardShortcut`: Return fires the default button and Escape the cancel button from
/// anywhere in the window; Command shortcuts are typed with Control on Linux.
@MainActor
struct KeyboardShortcutTests {
  struct Dialog: View {
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Text(log.joined(separator: ",")).accessibilityIdentifier("log")
        HStack {
          Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
          Button("Save") { log.append("save") }.keyboardShortcut(.defaultAction)
          Button("Copy") { log.append("copy") }.keyboardShortcut("c")
          Button("Off") { log.append("off") }.keyboardShortcut("d").disabled(true)
        }
      }
    }
  }

  private func log(_ host: TestHost<Dialog>) -> String? { host.find(id: "log")?.text }

  @Test func returnAndEscapeFireTheDefaultAndCancelButtons() {
    let host = TestHost(Dialog(), size: CGSize(width: 500, height: 200), text: .fixedAdvance)
    #expect(host.press(.returnKey))
    #expect(host.press(.escape))
    #expect(log(host) == "save,cancel")
  }

  @Test func commandShortcutsAreTypedWithControl() {
    let host = TestHost(Dialog(), size: CGSize(width: 500, height: 200), text: .fixedAdvance)
    #expect(!host.press(.character("c")), "without a modifier the key is not the shortcut")
    #expect(host.press(.character("c"), modifiers: .control))
    #expect(log(host) == "copy")
  }

  @Test func aDisabledButtonsShortcutDoesNothing() {
    let host = TestHost(Dialog(), size: CGSize(width: 500, height: 200), text: .fixedAdvance)
    #expect(!host.press(.character("d"), modifiers: .control))
    #expect(log(host) == "")
  }

  @Test func aFocusedButtonTakesReturnBeforeTheDefaultButton() {
    let host = TestHost(Dialog(), size: CGSize(width: 500, height: 200), text: .fixedAdvance)
    host.press(.tab)  // focuses Cancel
    host.press(.returnKey)
    #expect(log(host) == "cancel")
  }

  @Test func theDefaultButtonIsDrawnProminently() throws {
    let host = TestHost(Dialog(), size: CGSize(width: 500, height: 200), text: .fixedAdvance)
    let accent = Color.accentColor.resolve(in: host.graph.environment)
    let fills = host.displayList().items.compactMap { item -> Color.Resolved? in
      if case .fill(_, .color(let color), _) = item { return color }
      return nil
    }
    #expect(
      fills.filter { $0 == accent }.count == 1, "exactly one button, Save, is filled with the accent color")
  }
}
