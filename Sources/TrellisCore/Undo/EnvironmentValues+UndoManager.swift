extension EnvironmentValues {
  /// The window's undo manager, where views register what Control-Z undoes; nil outside a
  /// window (in an `ImageRenderer`).
  public package(set) var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}

private struct UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoManager? { nil }
}
