extension Text {
  /// A size for text relative to the text around it.
  public enum Scale: Hashable, Sendable {
    /// The text's own size.
    case `default`
    /// A smaller size for text that qualifies other text (a unit after a number): four
    /// fifths of the font's size.
    case secondary
  }
}

struct TextScaleKey: EnvironmentKey {
  static let defaultValue = Text.Scale.default
}

extension EnvironmentValues {
  /// The scale of the text in this environment.
  var textScale: Text.Scale {
    get { self[TextScaleKey.self] }
    set { self[TextScaleKey.self] = newValue }
  }
}

extension Font {
  /// The concrete font at `dynamicTypeSize`, made smaller for secondary text.
  func resolved(at dynamicTypeSize: DynamicTypeSize, scale: Text.Scale) -> ResolvedFont {
    var font = resolved(at: dynamicTypeSize)
    // To half points, as the text styles' sizes are.
    if scale == .secondary { font.size = max(1, (font.size * 0.8 * 2).rounded() / 2) }
    return font
  }
}

extension View {
  /// Scales the text in this view: `.secondary` makes it smaller, for text that qualifies
  /// other text.
  ///
  /// ```swift
  /// HStack(alignment: .firstTextBaseline, spacing: 2) {
  ///     Text("12")
  ///     Text("kg").textScale(.secondary)
  /// }
  /// ```
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
  }
}
