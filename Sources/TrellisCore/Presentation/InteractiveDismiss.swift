/// Whether the content of a sheet asks that Escape not close it.
struct InteractiveDismissDisabledKey: PreferenceKey {
  static let defaultValue = false
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

extension View {
  /// Keeps the sheet this view is in from being closed by Escape while `isDisabled`, as when
  /// it holds unsaved edits; the sheet still closes through its own buttons, with `dismiss()`
  /// or by its binding.
  ///
  /// ```swift
  /// EditorForm(draft: $draft)
  ///     .interactiveDismissDisabled(draft.hasChanges)
  /// ```
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
  }
}
