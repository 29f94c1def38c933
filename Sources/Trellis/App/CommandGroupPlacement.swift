/// A standard group of items in an app's menus, to put commands before, after or instead of.
///
/// Listed in the order macOS shows them; a key that several commands share runs the first.
public struct CommandGroupPlacement: Sendable, Hashable {
  /// The group's rank in the menus' order.
  let order: Int

  /// About the app, in the app menu.
  public static let appInfo = CommandGroupPlacement(order: 0)
  /// Settings… (Control-Comma, which opens the `Settings` scene), in the app menu.
  public static let appSettings = CommandGroupPlacement(order: 1)
  /// The Services submenu, in the app menu.
  public static let systemServices = CommandGroupPlacement(order: 2)
  /// Hide and show the app and others, in the app menu.
  public static let appVisibility = CommandGroupPlacement(order: 3)
  /// Quit, in the app menu.
  public static let appTermination = CommandGroupPlacement(order: 4)
  /// New Window (Control-N, opening a window of the first `WindowGroup`), in the File menu.
  public static let newItem = CommandGroupPlacement(order: 5)
  /// Save and Close (Control-W, closing the window), in the File menu.
  public static let saveItem = CommandGroupPlacement(order: 6)
  /// Import and export, in the File menu.
  public static let importExport = CommandGroupPlacement(order: 7)
  /// Printing, in the File menu.
  public static let printItem = CommandGroupPlacement(order: 8)
  /// Undo and redo, in the Edit menu.
  public static let undoRedo = CommandGroupPlacement(order: 9)
  /// Cut, copy, paste and delete, in the Edit menu.
  public static let pasteboard = CommandGroupPlacement(order: 10)
  /// Finding and spelling, in the Edit menu.
  public static let textEditing = CommandGroupPlacement(order: 11)
  /// Fonts and text layout, in the Format menu.
  public static let textFormatting = CommandGroupPlacement(order: 12)
  /// Showing and customizing the toolbar, in the View menu.
  public static let toolbar = CommandGroupPlacement(order: 13)
  /// Showing the sidebar, in the View menu.
  public static let sidebar = CommandGroupPlacement(order: 14)
  /// Minimize and zoom, in the Window menu.
  public static let windowSize = CommandGroupPlacement(order: 20)
  /// Arranging windows, in the Window menu.
  public static let windowArrangement = CommandGroupPlacement(order: 21)
  /// The list of open windows, in the Window menu.
  public static let windowList = CommandGroupPlacement(order: 22)
  /// The items that open each single `Window` scene, in the Window menu.
  public static let singleWindowList = CommandGroupPlacement(order: 23)
  /// Help, in the Help menu.
  public static let help = CommandGroupPlacement(order: 30)

  /// Where the app's own `CommandMenu`s go: after the View menu, before the Window menu.
  static let menusOrder = 15
}
