/// A Rename button that runs the `renameAction` of its environment: a closure, or focus moved
/// to a text field, set with `.renameAction(_:)` around it. Often placed in a context menu.
///
/// ```swift
/// TextField("Name", text: $name).focused($isEditingName)
///     .contextMenu { RenameButton() }
///     .renameAction($isEditingName)
/// ```
public struct RenameButton: View {
  @Environment(\.rename) private var rename

  /// A rename button.
  public init() {}

  /// The button: "Rename" with a pencil, disabled when no rename action is set.
  public var body: some View {
    Button {
      rename?.action()
    } label: {
      Label("Rename", systemImage: "pencil")
    }
    .disabled(rename == nil)
  }
}

/// What a `RenameButton` does.
@MainActor
public struct RenameAction {
  let action: @MainActor () -> Void

  /// Runs the rename.
  public func callAsFunction() { action() }
}

struct RenameActionKey: EnvironmentKey {
  static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
  /// The rename action `RenameButton`s here run, if one was set.
  public var rename: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

extension View {
  /// Sets what `RenameButton`s in this view do: run `action`.
  public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
    environment(\.rename, RenameAction(action: action))
  }

  /// Sets what `RenameButton`s in this view do: focus the view bound to `isFocused`, a text
  /// field to type the new name into.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction { isFocused.wrappedValue = true })
  }
}
