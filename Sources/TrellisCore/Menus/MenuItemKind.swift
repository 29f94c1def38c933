/// What a row of an open menu does when chosen.
@MainActor
enum MenuItemKind {
  /// A button: its action runs and the menu closes.
  case action(ButtonNode)
  /// A `Toggle`: a checkmark shows while it is on; choosing it closes the menu and flips it.
  case toggle(ToggleNode)
  /// An option of a `Picker`: checked while selected; choosing it closes the menu and selects
  /// its tag.
  case option(PickerOptionsNode, tag: AnyHashable)
  /// A nested `Menu`: its items open beside the row.
  case submenu(MenuNode)
  /// A `Divider`: a thin line between groups.
  case divider
  /// Any other view: shown, never chosen.
  case inert

  /// The kind of `node`, looking through modifiers around a single view
  /// (`.disabled`, `.keyboardShortcut`…).
  init(_ node: LayoutNode) {
    if let picker = node.parent?.enclosingLayoutNode as? PickerOptionsNode, let tag = picker.tag(of: node) {
      self = .option(picker, tag: tag)
      return
    }
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

  /// Whether the row shows a checkmark when on: a toggle or a picker's option.
  var isCheckable: Bool {
    switch self {
    case .toggle, .option: true
    case .action, .submenu, .divider, .inert: false
    }
  }

  /// A mark before a row's label.
  enum Mark {
    /// A toggle that is on, the selected option.
    case checkmark
    /// A mixed toggle.
    case dash
  }

  /// The mark the row shows before its label, if any.
  var mark: Mark? {
    switch self {
    case .toggle(let toggle): toggle.showsMixed ? .dash : toggle.showsOn ? .checkmark : nil
    case .option(let picker, let tag): picker.isSelected(tag) ? .checkmark : nil
    case .action, .submenu, .divider, .inert: nil
    }
  }

  /// Whether the row can be highlighted and chosen now.
  var isSelectable: Bool {
    switch self {
    case .action(let button): button.environment.isEnabled
    case .toggle(let toggle): toggle.environment.isEnabled
    case .option(let picker, _): picker.environment.isEnabled
    case .submenu(let menu): menu.environment.isEnabled
    case .divider, .inert: false
    }
  }
}
