struct ScrollContentBackgroundKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  /// Whether scrollable views draw their own background behind their content.
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the background that scrollable views draw behind their content; `.hidden`
  /// lets a `TextEditor` show what is behind it (say, a `.background` of your own).
  ///
  /// ```swift
  /// TextEditor(text: $notes)
  ///     .scrollContentBackground(.hidden)
  ///     .background(.yellow.opacity(0.2))
  /// ```
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}
