/// The environment values a `Text` reads to make its request, read once per environment.
///
/// Every text of a subtree usually sees the same environment (the same chain of entries), and
/// reading seven values walks that chain seven times: in a list of plain text rows that was an
/// eighth of building each row. The settings are kept on the chain's newest entry, which never
/// changes, so they stay right for as long as that entry heads an environment. A class, so that
/// handing them to each text copies no fonts.
final class TextEnvironmentSettings: Sendable {
  let font: Font?
  let typography: TextTypography
  let textCase: Text.Case?
  let lineLimit: Int?
  let truncationMode: Text.TruncationMode
  let alignment: TextAlignment
  let lineSpacing: CGFloat
  /// The font of a text with no font settings of its own, resolved.
  let plainFont: ResolvedFont
  /// The line spacing of a text with no font of its own: the environment's, with its font's
  /// leading.
  let plainLineSpacing: CGFloat
  /// The letter spacing of a text with no typography of its own.
  let plainLetterSpacing: CGFloat
  let minimumScaleFactor: CGFloat
  let allowsTightening: Bool
  let redactsText: Bool
  /// Whether a view sets an underline or strikethrough on its texts.
  let decorates: Bool
  /// The text size the text styles are resolved at.
  let dynamicTypeSize: DynamicTypeSize
  /// Whether the text is made smaller as secondary text.
  let textScale: Text.Scale

  /// The settings of an environment in which nothing was set.
  static let defaults = TextEnvironmentSettings(EnvironmentValues())

  init(_ environment: EnvironmentValues) {
    font = environment.font
    typography = environment.textTypography
    textCase = environment.textCase
    lineLimit = environment.lineLimit
    truncationMode = environment.truncationMode
    alignment = environment.multilineTextAlignment
    lineSpacing = environment.lineSpacing
    var plain = font ?? .body
    if typography.changesFont { plain = typography.apply(to: plain) }
    dynamicTypeSize = environment.dynamicTypeSize
    textScale = environment.textScale
    plainFont = plain.resolved(at: dynamicTypeSize, scale: textScale)
    plainLineSpacing = lineSpacing + plain.leadingSpacing(at: plainFont.size)
    plainLetterSpacing = typography.letterSpacing
    minimumScaleFactor = environment.minimumScaleFactor
    allowsTightening = environment.allowsTightening
    redactsText = environment.redactsText
    decorates = typography.setsDecorations
  }
}

extension EnvironmentValues {
  /// The text settings of this environment, read through its chain once per newest entry.
  var textSettings: TextEnvironmentSettings {
    guard let head = newestEntry else { return TextEnvironmentSettings.defaults }
    if let known = head.textSettings { return known }
    let made = TextEnvironmentSettings(self)
    head.textSettings = made
    return made
  }

  /// The text settings, unretained: the newest entry keeps them (the type keeps the defaults),
  /// and the caller holds this environment while it uses them. Every text node reads them when
  /// it is made, and retaining them cost more than the rest of the read.
  var unretainedTextSettings: Unmanaged<TextEnvironmentSettings> {
    guard let head = unretained(newestEntry) else { return .passUnretained(TextEnvironmentSettings.defaults) }
    if let known = withUnretained(head, { unretainedValue(of: &$0.textSettings) }) { return known }
    return .passUnretained(textSettings)
  }
}
