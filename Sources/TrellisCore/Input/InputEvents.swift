/// A pointer button.
public enum PointerButton: Hashable, Sendable {
  case primary, middle, secondary
}

/// A key, as the platform layer reports it.
public struct KeyEvent: Hashable, Sendable {
  /// Keys that have names rather than text.
  public enum Key: Hashable, Sendable {
    case character(String)
    case tab, returnKey, space, escape, backspace, delete
    case left, right, up, down, home, end, pageUp, pageDown
    case other(UInt32)
  }

  /// Modifier keys held down.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Shift key.
    public static let shift = Modifiers(rawValue: 1)
    /// The Control key.
    public static let control = Modifiers(rawValue: 2)
    /// The Alt (Option) key.
    public static let option = Modifiers(rawValue: 4)
    /// The Super key, standing for Command.
    public static let command = Modifiers(rawValue: 8)
  }

  /// The key.
  public var key: Key
  /// The text the key types, through the input method (compose keys included).
  public var text: String
  /// Modifier keys held down.
  public var modifiers: Modifiers
  /// Whether the key is held down and repeating rather than just pressed.
  public var isRepeat: Bool

  /// A key event.
  public init(key: Key, text: String = "", modifiers: Modifiers = [], isRepeat: Bool = false) {
    self.key = key
    self.text = text
    self.modifiers = modifiers
    self.isRepeat = isRepeat
  }
}

/// A node that takes pointer and keyboard input.
@MainActor
protocol InteractiveNode: LayoutNode {
  /// Whether the node currently takes input (false when disabled).
  var acceptsInput: Bool { get }
  /// Whether Tab can move keyboard focus to it.
  var acceptsFocus: Bool { get }
  /// Whether a click gives it keyboard focus (text fields); buttons and toggles take focus only
  /// from Tab, as on desktop toolkits.
  var focusesOnClick: Bool { get }
  /// Whether Tab stops at it when it accepts focus (selectable texts take focus only from a
  /// click).
  var takesFocusFromTab: Bool { get }
  func pointerEntered()
  func pointerExited()
  func pointerDown(at point: CGPoint)
  func pointerDragged(to point: CGPoint)
  func pointerUp(at point: CGPoint, inside: Bool)
  /// A middle or secondary button went down on the node; returns whether it used it.
  func otherButtonDown(_ button: PointerButton, at point: CGPoint) -> Bool
  /// Handles a key while focused; returns whether it was used.
  func keyDown(_ event: KeyEvent) -> Bool
  func focusChanged(_ isFocused: Bool)
  func scrolled(by delta: CGSize) -> Bool
}

extension InteractiveNode {
  var acceptsFocus: Bool { false }
  var focusesOnClick: Bool { false }
  var takesFocusFromTab: Bool { true }
  func pointerEntered() {}
  func pointerExited() {}
  func pointerDragged(to point: CGPoint) {}
  func otherButtonDown(_ button: PointerButton, at point: CGPoint) -> Bool { false }
  func keyDown(_ event: KeyEvent) -> Bool { false }
  func focusChanged(_ isFocused: Bool) {}
  func scrolled(by delta: CGSize) -> Bool { false }
}
