/// An underline or strikethrough as a text or a view set it: whether it is drawn, and how.
struct TextDecorationSetting: Hashable, Sendable {
  var isActive: Bool
  var style: Text.LineStyle

  /// The line a text draws: its own setting if it has one; else, if the text's own flag is
  /// set, a line in the style a view set around it; else the view's setting.
  static func effective(own: Self?, flag: Bool, inherited: Self?) -> Self? {
    if let own { return own }
    if flag { return Self(isActive: true, style: inherited?.style ?? .single) }
    return inherited
  }

  /// The line's resolved style in `environment`, or nil for a solid line in the text's color,
  /// which a measurer draws as plain.
  func resolvedStyle(in environment: EnvironmentValues) -> TextDecorationStyle? {
    guard isActive, style != .single else { return nil }
    return TextDecorationStyle(pattern: style.pattern, color: style.color?.resolve(in: environment))
  }
}

/// How a measurer draws an underline or strikethrough of a ``TextRun``: its dash pattern and
/// its color (nil: the run's color).
public struct TextDecorationStyle: Hashable, Sendable {
  /// The dash pattern.
  public var pattern: Text.LineStyle.Pattern
  /// The line's color, or nil for the text's.
  public var color: Color.Resolved?

  /// A decoration style.
  public init(pattern: Text.LineStyle.Pattern = .solid, color: Color.Resolved? = nil) {
    self.pattern = pattern
    self.color = color
  }
}
