import TrellisCore

/// The sidebar command of the View menu: Toggle Sidebar, on Control-Alt-S, for the split view
/// of the key window.
///
/// macOS's Control-Command-S would be Control-S here, which is Save, so the shortcut adds Alt
/// instead.
public struct SidebarCommands: Commands {
  @FocusedValue(\.splitViewSidebar) private var sidebar

  /// The sidebar commands.
  public init() {}

  /// Toggle Sidebar, in the sidebar group.
  public var body: some Commands {
    CommandGroup(before: .sidebar) {
      Button("Toggle Sidebar") { sidebar?.toggle() }
        .keyboardShortcut("s", modifiers: [.command, .option])
        .disabled(sidebar == nil)
    }
  }
}

/// The toolbar commands of the View menu (Show Toolbar and Customize Toolbar…, on macOS).
///
/// Accepted so that SwiftUI code compiles; in Trellis it adds nothing: toolbars cannot be hidden
/// or customized.
public struct ToolbarCommands: Commands {
  /// The toolbar commands.
  public init() {}

  public var body: EmptyCommands { EmptyCommands() }
}
