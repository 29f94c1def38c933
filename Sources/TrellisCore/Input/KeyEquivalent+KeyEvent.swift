extension KeyEquivalent {
  /// The equivalent of a key the window reported (letters in lower case), or nil for keys that
  /// have none; keyboard shortcuts and `.onKeyPress` match keys through it.
  init?(_ key: KeyEvent.Key) {
    let equivalent: KeyEquivalent? =
      switch key {
      case .returnKey: .return
      case .escape: .escape
      case .space: .space
      case .tab: .tab
      case .backspace: .delete
      case .delete: .deleteForward
      case .up: .upArrow
      case .down: .downArrow
      case .left: .leftArrow
      case .right: .rightArrow
      case .home: .home
      case .end: .end
      case .pageUp: .pageUp
      case .pageDown: .pageDown
      case .character(let text): text.count == 1 ? KeyEquivalent(Character(text.lowercased())) : nil
      case .other: nil
      }
    guard let equivalent else { return nil }
    self = equivalent
  }
}
