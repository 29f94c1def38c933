/// The typographic settings of `Text` beyond its font, set on the text itself or, for all the
/// text in a view, in its environment: the text's own values win.
struct TextTypography: Hashable, Sendable {
  var kerning: CGFloat?
  var tracking: CGFloat?
  var baselineOffset: CGFloat?
  var weight: Font.Weight?
  var design: Font.Design?
  var width: Font.Width?
  var monospacedDigit: Bool?
  /// An underline or strikethrough set with a pattern or a color (on a text), or set on a view.
  var underline: TextDecorationSetting?
  var strikethrough: TextDecorationSetting?

  /// These settings, with those left unset taken from `base`.
  /// Kerning and tracking are one letter spacing, so a text's own kerning also replaces the
  /// environment's tracking.
  func merged(over base: TextTypography) -> TextTypography {
    let spacing = kerning == nil && tracking == nil ? base : self
    return TextTypography(
      kerning: spacing.kerning, tracking: spacing.tracking,
      baselineOffset: baselineOffset ?? base.baselineOffset, weight: weight ?? base.weight,
      design: design ?? base.design, width: width ?? base.width,
      monospacedDigit: monospacedDigit ?? base.monospacedDigit,
      underline: underline ?? base.underline, strikethrough: strikethrough ?? base.strikethrough)
  }

  /// Whether an underline or strikethrough is set here, which plain requests cannot carry.
  var setsDecorations: Bool { underline != nil || strikethrough != nil }

  /// Whether `apply(to:)` changes a font.
  var changesFont: Bool { weight != nil || design != nil || width != nil || monospacedDigit != nil }

  /// `font` with the weight, design, width and digit style set here.
  func apply(to font: Font) -> Font {
    var font = font
    if let weight { font.weight = weight }
    if let design { font.design = design }
    if let width { font.width = width }
    if let monospacedDigit { font.isMonospacedDigit = font.isMonospacedDigit || monospacedDigit }
    return font
  }

  /// The space added after each character. Core Text kerns pairs and tracks whole runs;
  /// Pango has one letter spacing, so both map to it, and tracking wins when both are set, as
  /// SwiftUI ignores kerning then.
  var letterSpacing: CGFloat {
    let spacing = tracking ?? kerning ?? 0
    return spacing.isFinite ? spacing : 0
  }
}

extension Text {
  private func with(_ change: (inout TextTypography) -> Void) -> Text {
    var copy = self
    change(&copy.typography)
    return copy
  }

  /// The text with `kerning` points added between characters (negative: tighter).
  ///
  /// Drawn as Pango letter spacing, the same as ``tracking(_:)``: Trellis does not keep
  /// ligatures together as Core Text's kerning does.
  public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }

  /// The text with `tracking` points added after each character (negative: tighter); it
  /// overrides ``kerning(_:)``.
  public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = tracking } }

  /// The text raised by `baselineOffset` points (negative: lowered). The frame grows by the
  /// offset, as in SwiftUI, and baseline alignment follows the unshifted baseline.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    with { $0.baselineOffset = baselineOffset }
  }

  /// The text with digits that all take the same advance (the OpenType feature `tnum`).
  public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }

  /// The text in a font design (nil: the font's own).
  public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }

  /// The text at a font width (nil: the font's own).
  public func fontWidth(_ width: Font.Width?) -> Text { with { $0.width = width } }
}
