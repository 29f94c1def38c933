struct MenuIndicatorKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  /// Whether the menus inside show their chevron.
  var menuIndicator: Visibility {
    get { self[MenuIndicatorKey.self] }
    set { self[MenuIndicatorKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the chevron of the menus inside. Without it a menu button is its label
  /// with even room on both sides, and a menu with a primary action runs the action wherever it
  /// is clicked (its menu then opens with the Down arrow while focused).
  ///
  /// ```swift
  /// Menu { sortOptions } label: { Image(systemName: "arrow.up.arrow.down") }
  ///     .menuIndicator(.hidden)
  /// ```
  public func menuIndicator(_ visibility: Visibility) -> some View {
    environment(\.menuIndicator, visibility)
  }
}
