struct TextTypographyKey: EnvironmentKey {
  static let defaultValue = TextTypography()
}
struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}
struct MinimumScaleFactorKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}
struct AllowsTighteningKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Kerning, tracking, baseline offset and font adjustments for the text in a view.
  var textTypography: TextTypography {
    get { self[TextTypographyKey.self] }
    set { self[TextTypographyKey.self] = newValue }
  }

  /// The case text is shown in, or nil for as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// How far text may shrink to fit its space before it is truncated, 0 … 1 (1: not at all).
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may squeeze its characters together, by up to 5% of its size each, to fit
  /// before it is shrunk or truncated.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
}

extension View {
  private func typography(_ change: @escaping (inout TextTypography) -> Void) -> some View {
    transformEnvironment(\.textTypography, transform: change)
  }

  /// Adds `kerning` points between the characters of the text in this view; see
  /// ``Text/kerning(_:)``.
  public func kerning(_ kerning: CGFloat) -> some View { typography { $0.kerning = kerning } }

  /// Adds `tracking` points after each character of the text in this view; see
  /// ``Text/tracking(_:)``.
  public func tracking(_ tracking: CGFloat) -> some View { typography { $0.tracking = tracking } }

  /// Raises the text in this view by `baselineOffset` points; see ``Text/baselineOffset(_:)``.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    typography { $0.baselineOffset = baselineOffset }
  }

  /// Underlines the text in this view, in `pattern` and `color` (nil: each text's color); a
  /// text's own ``Text/underline(_:pattern:color:)`` wins.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  {
    typography {
      $0.underline = TextDecorationSetting(
        isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color))
    }
  }

  /// Strikes through the text in this view, in `pattern` and `color` (nil: each text's color);
  /// a text's own ``Text/strikethrough(_:pattern:color:)`` wins.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    typography {
      $0.strikethrough = TextDecorationSetting(
        isActive: isActive, style: Text.LineStyle(pattern: pattern, color: color))
    }
  }

  /// Gives the digits of the text in this view all the same advance.
  public func monospacedDigit() -> some View { typography { $0.monospacedDigit = true } }

  /// Sets the font design of the text in this view (nil: each font's own), as
  /// `Font.system(design:)` would.
  public func fontDesign(_ design: Font.Design?) -> some View { typography { $0.design = design } }

  /// Sets the font width of the text in this view (nil: each font's own).
  public func fontWidth(_ width: Font.Width?) -> some View { typography { $0.width = width } }

  /// Sets the font weight of the text in this view (nil: each font's own).
  public func fontWeight(_ weight: Font.Weight?) -> some View { typography { $0.weight = weight } }

  /// Shows the text in this view in upper or lower case (nil: as written).
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

  /// Lets the text in this view shrink to `factor` of its size (0 … 1) to fit its space before
  /// it is truncated: on one line when it has a line limit of one, else within its height.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
  }

  /// Lets the text in this view squeeze its characters together to fit its space: each by as
  /// little as it takes, at most 5% of the font's size, before the text is shrunk (with
  /// ``minimumScaleFactor(_:)``) or truncated.
  public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}
