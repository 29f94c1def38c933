/// A button that switches the environment's `editMode` between `.active` and `.inactive`,
/// titled "Edit" or "Done".
///
/// ```swift
/// @State private var mode = EditMode.inactive
///
/// NavigationStack {
///     List { ForEach(items) { Text($0.name) }.onDelete(perform: delete) }
///         .toolbar { EditButton() }
/// }
/// .environment(\.editMode, $mode)
/// ```
///
/// Where no view provides an `editMode` binding, the button keeps the mode itself, so its title
/// still toggles.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  @State private var ownMode = EditMode.inactive

  /// An edit button.
  public init() {}

  /// The button.
  public var body: some View {
    let mode = editMode?.wrappedValue ?? ownMode
    Button(mode.isEditing ? "Done" : "Edit") {
      let next: EditMode = mode.isEditing ? .inactive : .active
      if let editMode { editMode.wrappedValue = next } else { ownMode = next }
    }
  }
}
