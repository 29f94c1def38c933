import Trellis

/// What the `scenes` mode's windows and menu commands did, shared by every window.
@MainActor @Observable
final class ScenesLog {
  static let shared = ScenesLog()
  var last = "none"
}

/// The `scenes` mode's main window: buttons that open the Activity window, another main window,
/// the settings and Note windows for two numbers, and one that closes this window; the log
/// shows what menu commands ran.
struct ScenesScreen: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  private let log = ScenesLog.shared

  var body: some View {
    VStack(spacing: 8) {
      Text("log: \(log.last)").accessibilityIdentifier("log")
      HStack {
        Button("Activity") { openWindow(id: "activity") }.accessibilityIdentifier("activity")
        Button("Another") { openWindow(id: "main") }.accessibilityIdentifier("another")
        SettingsLink().accessibilityIdentifier("settings")
        Button("Close") { dismissWindow() }.accessibilityIdentifier("close")
      }
      HStack {
        Button("Note 1") { openWindow(value: 1) }.accessibilityIdentifier("note1")
        Button("Note 2") { openWindow(value: 2) }.accessibilityIdentifier("note2")
      }
    }
    .padding()
  }
}

/// The `scenes` mode's single Activity window, which can close itself; its scene's
/// `.contentSize` resizability keeps the window within this content's frame limits.
struct ActivityScreen: View {
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    VStack {
      Text("Activity").accessibilityIdentifier("activity-title")
      Button("Done") { dismissWindow(id: "activity") }.accessibilityIdentifier("done")
    }
    .frame(minWidth: 200, maxWidth: 300, minHeight: 100, maxHeight: 120)
  }
}

/// A window of the `scenes` mode's Note group, presenting a note's number, which its Next
/// button changes through the window's binding.
struct NoteScreen: View {
  @Binding var number: Int?

  var body: some View {
    VStack {
      Text("note \(number.map { "\($0)" } ?? "none")").accessibilityIdentifier("note-title")
      Button("Next") { number = (number ?? 0) + 10 }.accessibilityIdentifier("next")
    }
    .focusedSceneValue(\.noteNumber, $number)
  }
}

extension FocusedValues {
  /// The number the key Note window presents, which the Skip Ahead command changes.
  @Entry var noteNumber: Binding<Int?>?
}

/// The `scenes` mode's menu commands: a Note menu, one of whose commands acts on the key Note
/// window's number, a replaced New Window item, and a command enabled by state.
struct ScenesCommands: Commands {
  @FocusedValue(\.noteNumber) private var noteNumber

  var body: some Commands {
    CommandMenu("Note") {
      Button("New Note") { ScenesLog.shared.last = "new note" }.keyboardShortcut("n")
      // Acts on the key window's note; disabled while that window is not a Note window.
      Button("Skip Ahead") { noteNumber?.wrappedValue = (noteNumber?.wrappedValue ?? 0) + 100 }
        .keyboardShortcut("j")
        .disabled(noteNumber == nil)
      Divider()
      Button("Delete") { ScenesLog.shared.last = "delete" }.keyboardShortcut(.delete, modifiers: [])
    }
    CommandGroup(replacing: .newItem) {
      Button("New Window") { ScenesLog.shared.last = "replaced new window" }
        .keyboardShortcut("n", modifiers: [.command, .shift])
    }
    CommandGroup(after: .help) {
      // Disabled until another command ran: the commands follow the state their body reads.
      Button("Archive") { ScenesLog.shared.last = "archive" }
        .keyboardShortcut("d")
        .disabled(ScenesLog.shared.last == "none")
    }
    SidebarCommands()
    // Nothing in place of the window list: the Window menu, left with no items, is not shown.
    CommandGroup(replacing: .windowList) {}
  }
}
