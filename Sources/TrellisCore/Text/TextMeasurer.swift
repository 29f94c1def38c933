/// Everything that decides how a piece of text breaks into lines and how large it is.
public struct TextRequest: Hashable, Sendable {
  /// The text.
  public var string: String
  /// The font.
  public var font: ResolvedFont
  // The one-byte settings come right after the font, in the room its last field leaves, so
  // that the runs cost a plain text no more than the padding they replace.
  /// Where an ellipsis replaces text that does not fit.
  public var truncationMode: TruncationMode
  /// How lines align with each other.
  public var alignment: TextAlignment
  /// Whether the text is underlined (drawing only).
  public var underline: Bool
  /// Whether the text is struck through (drawing only).
  public var strikethrough: Bool
  /// The most lines to show, or nil for no limit.
  public var lineLimit: Int?
  /// Extra space between lines, in points.
  public var lineSpacing: CGFloat
  /// Extra space after each character, in points (`.tracking`, or `.kerning`); negative
  /// tightens. It widens the text, so measurers must count it.
  public var letterSpacing: CGFloat
  /// The styled runs of a text made of several, covering `string` in order; nil for text in
  /// one style (`font`, `underline` and the rest). Runs carry their own font, decorations and
  /// spacing, and measurers lay them out as one paragraph.
  public var runs: [TextRun]?

  /// Where text is cut when it does not fit.
  public enum TruncationMode: Hashable, Sendable {
    case head, middle, tail
  }
}

extension TextRequest {
  // In an extension, so that Trellis's own requests use the memberwise initializer: made
  // through one with a body, every text's request was built in a temporary, then copied out
  // (retaining its strings) and destroyed.
  /// A text request.
  public init(
    string: String, font: ResolvedFont, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
    alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0, underline: Bool = false,
    strikethrough: Bool = false, letterSpacing: CGFloat = 0, runs: [TextRun]? = nil
  ) {
    self.init(
      string: string, font: font, truncationMode: truncationMode, alignment: alignment, underline: underline,
      strikethrough: strikethrough, lineLimit: lineLimit, lineSpacing: lineSpacing,
      letterSpacing: TextRequest.clamped(letterSpacing: letterSpacing), runs: runs)
  }

  /// `letterSpacing` within ±1,000 points; 0 if not finite.
  static func clamped(letterSpacing: CGFloat) -> CGFloat {
    letterSpacing.isFinite ? min(max(letterSpacing, -1000), 1000) : 0
  }
}

/// How the lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// The size and baselines of laid-out text.
public struct TextMetrics: Equatable, Sendable {
  /// The size the lines take, in points.
  public var size: CGSize
  /// The distance from the top to the first line's baseline.
  public var firstBaseline: CGFloat
  /// The distance from the top to the last line's baseline.
  public var lastBaseline: CGFloat

  /// Text metrics.
  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}

/// Lays out text to find its size; the renderer supplies one (Pango), tests a fixed-advance fake.
///
/// `measure` wraps at word boundaries to `maxWidth` (nil: a single unwrapped line unless the
/// text has newlines), keeps at most as many lines as fit `maxHeight` and `lineLimit` (always at
/// least one), and ends a cut line with an ellipsis. An infinite `maxWidth` or `maxHeight` is no
/// limit, as nil is. Widths are rounded up to whole points so that drawing in the measured frame
/// breaks the lines the same way. Layout relies on these rules to reuse answers: a text that keeps
/// all its lines in some height is measured the same in every greater one.
public protocol TextMeasurer: AnyObject {
  /// The metrics of `request` laid out within `maxWidth` × `maxHeight`.
  func measure(_ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?) -> TextMetrics
}
