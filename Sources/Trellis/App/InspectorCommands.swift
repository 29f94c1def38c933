import TrellisCore

/// The inspector command of the View menu: Show Inspector or Hide Inspector, on Control-Alt-I
/// (Option-Command-I on macOS), for the inspector of the key window.
public struct InspectorCommands: Commands {
  @FocusedValue(\.inspectorPresentation) private var isPresented

  /// The inspector command.
  public init() {}

  /// Show Inspector or Hide Inspector, after the sidebar commands.
  public var body: some Commands {
    CommandGroup(after: .sidebar) {
      Button(isPresented?.wrappedValue == true ? "Hide Inspector" : "Show Inspector") {
        isPresented?.wrappedValue.toggle()
      }
      .keyboardShortcut("i", modifiers: [.command, .option])
      .disabled(isPresented == nil)
    }
  }
}
