struct KeyPressModifier: PrimitiveModifier {
  typealias NodeType = KeyPressNode
  let phases: KeyPress.Phases
  /// Whether the handler wants `press`; nil for every key.
  let accepts: ((KeyPress) -> Bool)?
  let action: (KeyPress) -> KeyPress.Result
}

/// `.onKeyPress`: offered the keys of the focused view inside it, innermost handler first.
final class KeyPressNode: PassThroughNode<KeyPressModifier> {
  // Only the action changed: nothing to measure again.
  override func modifierDidChange(from old: KeyPressModifier) {}

  func handle(_ press: KeyPress) -> Bool {
    guard modifier.phases.contains(press.phase), modifier.accepts?(press) ?? true else { return false }
    return modifier.action(press) == .handled
  }
}

extension InputRouter {
  /// Offers `event` to the `.onKeyPress` handlers around the focused view, innermost first, before
  /// the view itself sees it (so a handler on a text field can take its arrow keys, as in
  /// SwiftUI); returns whether one handled it.
  func deliverKeyPress(_ event: KeyEvent, phase: KeyPress.Phases) -> Bool {
    guard let focused, focused.isAlive, let press = KeyPress(event, phase: phase) else { return false }
    var current: _Node? = focused
    while let node = current {
      if let handler = node as? KeyPressNode, handler.environment.isEnabled, handler.handle(press) {
        return true
      }
      current = node.parent
    }
    return false
  }
}

extension View {
  /// Calls `action` when `key` goes down (or repeats) while this view or one inside it has
  /// keyboard focus; an ignored press goes on to the views around.
  ///
  /// ```swift
  /// List(items) { ... }
  ///     .focusable()
  ///     .onKeyPress(.downArrow) { selectNext(); return .handled }
  /// ```
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    modifier(
      KeyPressModifier(phases: [.down, .repeat], accepts: { $0.key == key }, action: { _ in action() }))
  }

  /// Calls `action` with the press when `key` goes through one of `phases` while this view or
  /// one inside it has keyboard focus.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(phases: phases, accepts: { $0.key == key }, action: action))
  }

  /// Calls `action` with the press when one of `keys` goes through one of `phases` while this
  /// view or one inside it has keyboard focus.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(phases: phases, accepts: { keys.contains($0.key) }, action: action))
  }

  /// Calls `action` with the press when a key typing characters of `characters` goes through
  /// one of `phases` while this view or one inside it has keyboard focus.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      KeyPressModifier(
        phases: phases,
        accepts: { press in
          !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action))
  }

  /// Calls `action` with every key press in one of `phases` while this view or one inside it
  /// has keyboard focus.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(phases: phases, accepts: nil, action: action))
  }
}
