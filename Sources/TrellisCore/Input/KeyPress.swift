/// A key event as ``View/onKeyPress(phases:action:)`` handlers see it.
public struct KeyPress: Sendable {
  /// Which parts of a key press: going down, repeating while held, coming up.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1)
    /// The key repeats while held down.
    public static let `repeat` = Phases(rawValue: 2)
    /// The key came up.
    public static let up = Phases(rawValue: 4)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether a handler used a key press; an ignored one goes on to the views around.
  public enum Result: Hashable, Sendable {
    /// The press was used: nothing else sees it.
    case handled
    /// The press was not used: the next handler up sees it.
    case ignored
  }

  /// The phase of this event.
  public let phase: Phases
  /// The key, unshifted (`"a"` for Shift-A).
  public let key: KeyEquivalent
  /// The text the key types (`"A"` for Shift-A), empty for keys that type none.
  public let characters: String
  /// The modifier keys held (Control and Super both stand for Command).
  public let modifiers: EventModifiers

  /// The press that `event` is in `phase`, or nil for keys with no equivalent.
  init?(_ event: KeyEvent, phase: Phases) {
    let key = KeyEquivalent(event.key)
    guard let key else { return nil }
    self.phase = phase
    self.key = key
    switch event.key {
    case .character(let text): characters = event.text.isEmpty ? text : event.text
    case .space: characters = " "
    case .returnKey: characters = "\r"
    case .tab: characters = "\t"
    default: characters = event.text
    }
    self.modifiers = EventModifiers(event.modifiers)
  }
}
