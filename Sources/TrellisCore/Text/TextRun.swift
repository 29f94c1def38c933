/// A stretch of a `TextRequest`'s string in its own style: one part of a `Text` concatenation or
/// of styled Markdown.
///
/// Runs cover the string in order, each `length` UTF-8 bytes; measurers lay them out as one
/// paragraph, each run in its font and letter spacing.
public struct TextRun: Hashable, Sendable {
  /// How many UTF-8 bytes of the string the run covers.
  public var length: Int
  /// The run's font.
  public var font: ResolvedFont
  /// The run's own color, or nil to draw it with the text's paint.
  public var foreground: Color.Resolved?
  /// Whether the run is underlined (drawing only).
  public var underline: Bool
  /// Whether the run is struck through (drawing only).
  public var strikethrough: Bool
  /// Extra space after each character, in points, as `TextRequest.letterSpacing`.
  public var letterSpacing: CGFloat
  /// How far the run's glyphs are raised from the line's baseline, in points.
  public var baselineOffset: CGFloat
  /// The underline's pattern and color, or nil for a solid line in the run's color.
  public var underlineStyle: TextDecorationStyle?
  /// The strikethrough's pattern and color, or nil for a solid line in the run's color.
  public var strikethroughStyle: TextDecorationStyle?

  /// A run.
  public init(
    length: Int, font: ResolvedFont, foreground: Color.Resolved? = nil, underline: Bool = false,
    strikethrough: Bool = false, letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0,
    underlineStyle: TextDecorationStyle? = nil, strikethroughStyle: TextDecorationStyle? = nil
  ) {
    self.length = max(0, length)
    self.font = font
    self.foreground = foreground
    self.underline = underline
    self.strikethrough = strikethrough
    self.letterSpacing = letterSpacing.isFinite ? min(max(letterSpacing, -1000), 1000) : 0
    self.baselineOffset = baselineOffset.isFinite ? min(max(baselineOffset, -10_000), 10_000) : 0
    self.underlineStyle = underlineStyle
    self.strikethroughStyle = strikethroughStyle
  }
}
