struct FocusEffectDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether focused controls inside draw no focus ring.
  var isFocusEffectDisabled: Bool {
    get { self[FocusEffectDisabledKey.self] }
    set { self[FocusEffectDisabledKey.self] = newValue }
  }
}

extension View {
  /// Draws no focus ring around the focused controls inside (or draws it again inside a view
  /// that disabled it, with `false`); focus and the keys it brings work as before.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isFocusEffectDisabled, disabled)
  }
}
