import Testing
import TrellisCore
import TrellisTesting

/// What the command handlers saw, in order.
@MainActor
private final class CommandLog {
  var events: [String] = []
}

/// `.onExitCommand`, `.onDeleteCommand` and `.onMoveCommand`: bare keys given to the views
/// around the focused one after it had its say.
@MainActor
struct FocusCommandTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  fileprivate struct Commands: View {
    let log: CommandLog
    var enabled = true
    @State private var text = "ab"

    var body: some View {
      VStack {
        Text("cell").focusable()
        TextField("Name", text: $text).accessibilityIdentifier("field")
        Text("text \(text)")
      }
      .onMoveCommand { log.events.append("move \($0)") }
      .onDeleteCommand { log.events.append("delete") }
      .onExitCommand { log.events.append("exit") }
      .disabled(!enabled)
    }
  }

  @Test func arrowsDeleteAndEscapeReachTheHandlersAroundTheFocusedView() {
    let log = CommandLog()
    let host = host(Commands(log: log))
    // Nothing focused: no handler hears the keys.
    #expect(host.press(.up) == false)
    host.press(.tab)
    #expect(host.press(.up))
    #expect(host.press(.right))
    #expect(host.press(.backspace))
    #expect(host.press(.delete))
    #expect(host.press(.escape))
    #expect(log.events == ["move up", "move right", "delete", "delete", "exit"])
  }

  @Test func keysWithModifiersAreNoCommands() {
    let log = CommandLog()
    let host = host(Commands(log: log))
    host.press(.tab)
    host.press(.down, modifiers: .shift)
    host.press(.backspace, modifiers: .control)
    #expect(log.events == [])
  }

  @Test func aTextFieldKeepsTheKeysItUses() {
    let log = CommandLog()
    let host = host(Commands(log: log))
    host.press(.tab)
    // Tabbing into the field selects its text, which Backspace deletes.
    host.press(.tab)
    host.press(.backspace)
    #expect(host.find(text: "text ") != nil)
    host.type("xy")
    host.press(.left)
    host.press(.backspace)
    #expect(host.find(text: "text y") != nil)
    #expect(log.events == [])
  }

  @Test func aDisabledViewHandlesNoCommand() {
    let log = CommandLog()
    let host = host(Commands(log: log, enabled: false))
    host.press(.tab)
    host.press(.up)
    host.press(.escape)
    #expect(log.events == [])
  }

  @Test func aNilActionLeavesTheCommandToTheViewsAround() {
    struct Nested: View {
      let log: CommandLog
      var body: some View {
        VStack {
          Text("cell").focusable()
            .onExitCommand(perform: nil)
            .onMoveCommand { log.events.append("inner \($0)") }
        }
        .onExitCommand { log.events.append("outer exit") }
        .onMoveCommand { log.events.append("outer \($0)") }
      }
    }
    let log = CommandLog()
    let host = host(Nested(log: log))
    host.press(.tab)
    host.press(.escape)
    host.press(.down)
    #expect(log.events == ["outer exit", "inner down"])
  }
}
