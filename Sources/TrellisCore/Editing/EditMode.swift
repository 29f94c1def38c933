/// Whether the views of a list are being edited: what `EditButton` toggles through the
/// environment's `editMode` binding.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete).
  case transient
  /// Editing.
  case active

  /// Whether this is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views here, when a view around them provides one with
  /// `.environment(\.editMode, $mode)`. Trellis's lists take Delete and drags to reorder in any
  /// mode, so lists themselves do not read it; views can, to show their editing controls.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
