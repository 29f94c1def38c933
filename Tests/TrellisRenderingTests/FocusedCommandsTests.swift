import Testing
import TrellisTesting

@testable import Trellis

extension FocusedValues {
  @Entry fileprivate var noteBody: Binding<String>?
}

/// Menu commands acting on the focused values of the key window, as `@FocusedValue` in a
/// `Commands` and in the views of its menus reads them.
@MainActor
struct FocusedCommandsTests {
  final class Log {
    var entries: [String] = []
  }

  struct NoteCommands: Commands {
    @FocusedBinding(\.noteBody) var noteBody: String?
    let log: Log

    var body: some Commands {
      CommandMenu("Note") {
        Button("Shout") { noteBody = noteBody?.uppercased() }
          .keyboardShortcut("u")
          .disabled(noteBody == nil)
        ClearButton(log: log)
      }
    }
  }

  /// A menu item of its own view type, reading the value in its own body.
  struct ClearButton: View {
    @FocusedValue(\.noteBody) private var noteBody
    let log: Log
    var body: some View {
      Button("Clear") {
        log.entries.append("clear \(noteBody?.wrappedValue ?? "nothing")")
        noteBody?.wrappedValue = ""
      }
      .keyboardShortcut("k")
      .disabled(noteBody == nil)
    }
  }

  struct NoteWindow: View {
    @State var text: String
    var body: some View {
      Text("note: \(text)").focusedSceneValue(\.noteBody, $text)
    }
  }

  func commandGraph(log: Log) -> ViewGraph {
    let commands = NoteCommands(log: log)
    let content = AppCommands(
      sources: [CommandsSource { commands._commandContents() }], scenes: [], open: { _ in }, quit: {})
    let graph = ViewGraph(content: content, services: .pango, environment: EnvironmentValues())
    graph.readsKeyWindowFocusedValues = true
    graph.update()
    return graph
  }

  func key(_ character: String) -> KeyEvent {
    KeyEvent(key: .character(character), text: "", modifiers: .control)
  }

  struct Mail: View {
    var body: some View {
      NavigationSplitView {
        Text("Mailboxes")
      } detail: {
        Text("Message")
      }
    }
  }

  @Test func sidebarCommandsToggleTheKeyWindowsSidebar() {
    let window = TestHost(Mail(), size: CGSize(width: 600, height: 300), text: .fixedAdvance)
    let commands = AppCommands(
      sources: [CommandsSource { SidebarCommands()._commandContents() }], scenes: [], open: { _ in }, quit: {}
    )
    let graph = ViewGraph(content: commands, services: .pango, environment: EnvironmentValues())
    graph.readsKeyWindowFocusedValues = true
    defer { window.graph.resignKeyForFocusedValues() }
    let toggle = KeyEvent(key: .character("s"), text: "", modifiers: [.control, .option])
    graph.update()
    #expect(!graph.performKeyboardShortcut(toggle), "no key window, no sidebar to toggle")
    window.graph.becomeKeyForFocusedValues()
    graph.update()
    #expect(window.find(text: "Mailboxes") != nil)
    #expect(graph.performKeyboardShortcut(toggle))
    window.advanceClock(by: 1)
    #expect(window.find(text: "Mailboxes") == nil)
    #expect(graph.performKeyboardShortcut(toggle))
    window.advanceClock(by: 1)
    #expect(window.find(text: "Mailboxes") != nil)
  }

  @Test func commandsActOnTheKeyWindowsValues() {
    let log = Log()
    let first = TestHost(NoteWindow(text: "first"), text: .fixedAdvance)
    let second = TestHost(NoteWindow(text: "second"), text: .fixedAdvance)
    let commands = commandGraph(log: log)
    defer {
      first.graph.resignKeyForFocusedValues()
      second.graph.resignKeyForFocusedValues()
    }
    // No key window: nothing to act on, so the commands are disabled.
    first.graph.resignKeyForFocusedValues()
    second.graph.resignKeyForFocusedValues()
    commands.update()
    #expect(!commands.performKeyboardShortcut(key("u")))
    #expect(!commands.performKeyboardShortcut(key("k")))

    first.graph.becomeKeyForFocusedValues()
    commands.update()
    #expect(commands.performKeyboardShortcut(key("u")))
    first.flush()
    #expect(first.find(text: "note: FIRST") != nil)
    #expect(second.find(text: "note: second") != nil)

    second.graph.becomeKeyForFocusedValues()
    commands.update()
    #expect(commands.performKeyboardShortcut(key("k")))
    second.flush()
    #expect(second.find(text: "note: ") != nil)
    #expect(first.find(text: "note: FIRST") != nil)
    #expect(log.entries == ["clear second"])

    // The key window closes: the commands have nothing to act on again.
    second.graph.resignKeyForFocusedValues()
    commands.update()
    #expect(!commands.performKeyboardShortcut(key("u")))
  }

  /// `@Environment` in a `Commands` struct reads the environment of the graph evaluating the
  /// commands, in its body and in the actions it makes, as in SwiftUI
  /// (`@Environment(\.openWindow)` in commands that open windows).
  @Test func environmentPropertiesOfCommandsReadTheirGraphsEnvironment() {
    struct WindowCommands: Commands {
      @Environment(\.openWindow) private var openWindow
      @Environment(\.layoutDirection) private var direction

      var body: some Commands {
        CommandMenu("Windows") {
          Button("Log \(direction)") { openWindow(id: "log") }.keyboardShortcut("l")
        }
      }
    }
    let log = Log()
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    environment.openWindow = OpenWindowAction(
      handler: { log.entries.append("open \($0)") }, valueHandler: { _, _ in })
    let commands = WindowCommands()
    let graph = ViewGraph(
      content: AppCommands(
        sources: [CommandsSource { commands._commandContents() }], scenes: [], open: { _ in }, quit: {}),
      services: .pango, environment: environment)
    graph.update()
    graph.layout(in: CGSize(width: 300, height: 100))
    #expect(graph.layoutTree().allNodes.contains { $0.text == "Log rightToLeft" })
    #expect(graph.performKeyboardShortcut(key("l")))
    #expect(log.entries == ["open log"])
  }
}
