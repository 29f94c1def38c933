struct IsScrollEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether scroll views in this environment scroll when the user turns the wheel or drags a
  /// scroll bar; `scrollDisabled(_:)` sets it. Scrolling from code (`ScrollViewProxy.scrollTo`)
  /// still works.
  public var isScrollEnabled: Bool {
    get { self[IsScrollEnabledKey.self] }
    set { self[IsScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Stops the scroll views inside from scrolling by wheel or scroll bar when `disabled`; the
  /// wheel then scrolls an enclosing scroll view instead.
  ///
  /// ```swift
  /// ScrollView { rows }
  ///     .scrollDisabled(rows.count < 10)
  /// ```
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(ScrollEnvironmentModifier(setting: .disabled(disabled)))
  }
}
