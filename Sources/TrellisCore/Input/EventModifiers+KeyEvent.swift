extension EventModifiers {
  /// The modifiers a view sees for keys held as the platform reports them. Linux has no
  /// Command key: Control (or Super) stands for it, as for keyboard shortcuts.
  init(_ keys: KeyEvent.Modifiers) {
    var modifiers: EventModifiers = []
    if keys.contains(.shift) { modifiers.insert(.shift) }
    if keys.contains(.option) { modifiers.insert(.option) }
    if keys.contains(.control) { modifiers.insert(.control) }
    if keys.contains(.control) || keys.contains(.command) { modifiers.insert(.command) }
    self = modifiers
  }
}
