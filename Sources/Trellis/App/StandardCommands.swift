import TrellisCore

/// The sidebar commands of the View menu (Toggle Sidebar, on macOS).
///
/// Accepted so that SwiftUI code compiles; in Trellis it adds nothing: no menu is drawn and the
/// sidebar has no toggle command.
public struct SidebarCommands: Commands {
  /// The sidebar commands.
  public init() {}

  public var body: EmptyCommands { EmptyCommands() }
}

/// The toolbar commands of the View menu (Show Toolbar and Customize Toolbar…, on macOS).
///
/// Accepted so that SwiftUI code compiles; in Trellis it adds nothing: no menu is drawn and
/// toolbars cannot be hidden or customized.
public struct ToolbarCommands: Commands {
  /// The toolbar commands.
  public init() {}

  public var body: EmptyCommands { EmptyCommands() }
}
