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

/// `ViewGraph.commandShortcuts`, through which a window hands keys nothing in it used to the
/// app's menu commands.
@MainActor
struct CommandShortcutFallbackTests {
  struct Editor: View {
    @State private var text = ""
    var body: some View {
      VStack {
        TextField("Name", text: $text).accessibilityIdentifier("field")
        Button("Copy") {}.keyboardShortcut("c")
      }
    }
  }

  @Test func keysNothingInTheWindowUsedGoToTheCommands() {
    let host = TestHost(Editor(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    var offered: [KeyEvent.Key] = []
    host.graph.commandShortcuts = { event in
      offered.append(event.key)
      return event.key == .character("n")
    }
    #expect(host.press(.character("n"), modifiers: .control))
    #expect(!host.press(.character("q"), modifiers: .control))
    #expect(offered == [.character("n"), .character("q")])
  }

  @Test func theWindowsOwnShortcutsAndFocusedFieldGoFirst() {
    let host = TestHost(Editor(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    var offered: [KeyEvent.Key] = []
    host.graph.commandShortcuts = { event in
      offered.append(event.key)
      return true
    }
    #expect(host.press(.character("c"), modifiers: .control))
    #expect(host.tap(id: "field"))
    host.type("x")
    #expect(offered.isEmpty, "the view's shortcut and the focused field used the keys")
  }
}
