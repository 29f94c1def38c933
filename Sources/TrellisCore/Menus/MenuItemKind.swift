/// What a row of an open menu does when chosen.
@MainActor
enum MenuItemKind {
  /// A button: its action runs and the menu closes.
  case action(ButtonNode)
  /// A `Toggle`: a checkmark shows while it is on; choosing it closes the menu and flips it.
  case toggle(ToggleNode)
  /// A nested `Menu`: its items open beside the row.
  case submenu(MenuNode)
  /// A `Divider`: a thin line between groups.
  case divider
  /// Any other view: shown, never chosen.
  case inert

  /// The kind of `node`, looking through modifiers around a single view
  /// (`.disabled`, `.keyboardShortcut`…).
  init(_ node: LayoutNode) {
    var current = node
    while true {
      if let button = current as? ButtonNode {
        self = .action(button)
        return
      }
      if let toggle = current as? ToggleNode {
        self = .toggle(toggle)
        return
      }
      if let menu = current as? MenuNode {
        self = .submenu(menu)
        return
      }
      if current is DividerNode {
        self = .divider
        return
      }
      let inner = current.subviews
      guard inner.count == 1 else { break }
      current = inner[0]
    }
    self = .inert
  }

  /// Whether the row can be highlighted and chosen now.
  var isSelectable: Bool {
    switch self {
    case .action(let button): button.environment.isEnabled
    case .toggle(let toggle): toggle.environment.isEnabled
    case .submenu(let menu): menu.environment.isEnabled
    case .divider, .inert: false
    }
  }
}
