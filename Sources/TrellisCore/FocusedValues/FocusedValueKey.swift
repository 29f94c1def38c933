/// A key for a value that views publish to the focused part of a window with
/// `.focusedValue(_:_:)` and that menu commands and other views read with `@FocusedValue`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///   typealias Value = Binding<Note>
/// }
///
/// extension FocusedValues {
///   var selectedNote: Binding<Note>? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
///
/// `@Entry var selectedNote: Binding<Note>?` in an extension of `FocusedValues` writes both.
public protocol FocusedValueKey {
  /// The type of the value published under this key.
  associatedtype Value
}
