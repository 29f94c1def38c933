/// The size class of controls.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}
struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}
/// Whether the pointer is over the control whose content this is (set by the control's node).
struct ControlHoveredKey: EnvironmentKey {
  static let defaultValue = false
}
/// Whether the control whose content this is has keyboard focus.
struct ControlFocusedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether controls take input; false inside `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The size of controls.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  var isControlHovered: Bool {
    get { self[ControlHoveredKey.self] }
    set { self[ControlHoveredKey.self] = newValue }
  }

  var isControlFocused: Bool {
    get { self[ControlFocusedKey.self] }
    set { self[ControlFocusedKey.self] = newValue }
  }
}

extension View {
  /// Disables the controls in this view when `disabled` is true.
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }

  /// Sets the size of controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Sets the color scheme of this view and everything inside it.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
