/// Whether a list row can be selected.
struct SelectionDisabledKey: LayoutValueKey {
  static let defaultValue = false
}

extension View {
  /// Keeps this row of a `List` from being selected: a click or an arrow key passes over it, a
  /// Shift-click's range leaves it out, and a double-click runs no primary action on it. The
  /// row's controls still work.
  ///
  /// ```swift
  /// List(files, selection: $selection) { file in
  ///     Text(file.name).selectionDisabled(!file.isReadable)
  /// }
  /// ```
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    layoutValue(key: SelectionDisabledKey.self, value: isDisabled)
  }
}
