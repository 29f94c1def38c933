/// A key that can trigger a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character (named keys use private-use characters, as in SwiftUI).
  public let character: Character

  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }

  /// The key that types the character literal.
  public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }

  /// The Return key.
  public static let `return` = KeyEquivalent("\r")
  /// The Escape key.
  public static let escape = KeyEquivalent("\u{1B}")
  /// The Space bar key.
  public static let space = KeyEquivalent(" ")
  /// The Tab key.
  public static let tab = KeyEquivalent("\t")
  /// The Backspace (delete backward) key.
  public static let delete = KeyEquivalent("\u{8}")
  /// The Delete (delete forward) key.
  public static let deleteForward = KeyEquivalent("\u{7F}")
  /// The Up Arrow key.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The Down Arrow key.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The Left Arrow key.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The Right Arrow key.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// The Home key.
  public static let home = KeyEquivalent("\u{F729}")
  /// The End key.
  public static let end = KeyEquivalent("\u{F72B}")
  /// The Page Up key.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// The Page Down key.
  public static let pageDown = KeyEquivalent("\u{F72D}")

  /// The key as a menu names it: a letter in capitals, a named key by its name.
  var menuLabel: String {
    switch character {
    case "\r": "Return"
    case "\u{1B}": "Esc"
    case " ": "Space"
    case "\t": "Tab"
    case "\u{8}": "Backspace"
    case "\u{7F}": "Delete"
    case "\u{F700}": "Up"
    case "\u{F701}": "Down"
    case "\u{F702}": "Left"
    case "\u{F703}": "Right"
    case "\u{F729}": "Home"
    case "\u{F72B}": "End"
    case "\u{F72C}": "Page Up"
    case "\u{F72D}": "Page Down"
    default: String(character).uppercased()
    }
  }
}

/// Modifier keys of a keyboard shortcut. On Linux, `.command` is the Control key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The set's bits.
  public let rawValue: Int
  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The Shift key.
  public static let shift = EventModifiers(rawValue: 1)
  /// The Control key.
  public static let control = EventModifiers(rawValue: 2)
  /// The Option key.
  public static let option = EventModifiers(rawValue: 4)
  /// The Command key (Control on Linux).
  public static let command = EventModifiers(rawValue: 8)
  /// All modifier keys.
  public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A key combination that activates a button from anywhere in its window.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys held with it.
  public let modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers` (Command, which is Control on Linux, by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: the window's default button, drawn prominently.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the window's cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The shortcut as a menu shows it, in the Linux desktops' way: "Ctrl+S", "Shift+Ctrl+Z".
  var menuLabel: String {
    var parts: [String] = []
    if modifiers.contains(.shift) { parts.append("Shift") }
    if modifiers.contains(.control) || modifiers.contains(.command) { parts.append("Ctrl") }
    if modifiers.contains(.option) { parts.append("Alt") }
    parts.append(key.menuLabel)
    return parts.joined(separator: "+")
  }

  /// Whether `event` types this shortcut.
  func matches(_ event: KeyEvent) -> Bool {
    let key = KeyEquivalent(event.key)
    guard let key, String(key.character).lowercased() == String(self.key.character).lowercased() else {
      return false
    }
    var held: EventModifiers = []
    if event.modifiers.contains(.shift) { held.insert(.shift) }
    if event.modifiers.contains(.option) { held.insert(.option) }
    // Linux has no Command key: Control (or Super) stands for it.
    if event.modifiers.contains(.control) || event.modifiers.contains(.command) {
      held.insert(modifiers.contains(.control) && !modifiers.contains(.command) ? .control : .command)
    }
    var wanted = modifiers
    if wanted.contains(.control) && wanted.contains(.command) { wanted.remove(.control) }
    return held == wanted
  }
}

struct KeyboardShortcutKey: EnvironmentKey {
  static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
  /// The keyboard shortcut of the control this view belongs to, if any.
  public var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

struct KeyboardShortcutModifier: PrimitiveModifier {
  typealias NodeType = KeyboardShortcutNode
  let shortcut: KeyboardShortcut?
}

/// `.keyboardShortcut`: when no focused view uses a key, the first enabled button inside a
/// matching shortcut node fires, or toggle flips.
final class KeyboardShortcutNode: PassThroughNode<KeyboardShortcutModifier> {
  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.keyboardShortcut = modifier.shortcut
    return values
  }

  override func modifierDidChange(from old: KeyboardShortcutModifier) {
    guard old.shortcut != modifier.shortcut else { return }
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }

  /// Fires the button inside if `event` is this node's shortcut; returns whether it did.
  func perform(_ event: KeyEvent) -> Bool {
    guard let shortcut = modifier.shortcut, shortcut.matches(event), environment.isEnabled else {
      return false
    }
    var pending: [LayoutNode] = subviews
    while let node = pending.first {
      pending.removeFirst()
      if let button = node as? ButtonNode, button.acceptsInput {
        button.activate()
        return true
      }
      // A toggle with a shortcut (a menu command's, usually) flips, as choosing it would.
      if let toggle = node as? ToggleNode, toggle.acceptsInput {
        toggle.flip()
        return true
      }
      pending.append(contentsOf: node.allLayoutChildren)
    }
    return false
  }
}

extension View {
  /// Lets `shortcut` activate the button in this view; `.defaultAction` also draws it as the
  /// window's default button.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(KeyboardShortcutModifier(shortcut: shortcut))
  }

  /// Lets `key` with `modifiers` (Command, which is Control on Linux, by default) activate the
  /// button in this view.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
}

extension InputRouter {
  /// Finds a shortcut node, among the visible views, that `event` triggers.
  func performShortcut(_ event: KeyEvent) -> Bool {
    var pending: [LayoutNode] = [graph.rootLayoutNode]
    while let node = pending.popLast() {
      if let shortcut = node as? KeyboardShortcutNode, shortcut.perform(event) { return true }
      pending.append(contentsOf: node.allLayoutChildren.reversed())
    }
    return false
  }
}
