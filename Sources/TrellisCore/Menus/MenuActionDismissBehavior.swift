/// Whether choosing an item of an open menu closes the menu.
public struct MenuActionDismissBehavior: Equatable, Sendable {
  private enum Kind { case automatic, enabled, disabled }
  private let kind: Kind

  /// As the platform does: the menu closes.
  public static let automatic = MenuActionDismissBehavior(kind: .automatic)
  /// The menu closes once an item is chosen.
  public static let enabled = MenuActionDismissBehavior(kind: .enabled)
  /// The menu stays open, so that several items can be chosen in turn (a stepper's minus and
  /// plus, toggles); a click outside or Escape closes it.
  public static let disabled = MenuActionDismissBehavior(kind: .disabled)

  /// Whether choosing an item closes the menu.
  var dismisses: Bool { kind != .disabled }
}

extension EnvironmentValues {
  /// Whether choosing a menu item closes its menu.
  var menuActionDismissBehavior: MenuActionDismissBehavior {
    get { self[MenuActionDismissBehaviorKey.self] }
    set { self[MenuActionDismissBehaviorKey.self] = newValue }
  }
}

private struct MenuActionDismissBehaviorKey: EnvironmentKey {
  static let defaultValue = MenuActionDismissBehavior.automatic
}

extension View {
  /// Sets whether choosing the menu items in this view (or of this `Menu`) closes the menu.
  ///
  /// ```swift
  /// Menu("Zoom") {
  ///     Button("Zoom In", action: zoomIn)
  ///     Button("Zoom Out", action: zoomOut)
  /// }
  /// .menuActionDismissBehavior(.disabled)
  /// ```
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
    environment(\.menuActionDismissBehavior, behavior)
  }
}
