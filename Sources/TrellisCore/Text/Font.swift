/// A font: a text style that adapts, or a system font of a given size.
public struct Font: Hashable, Sendable {
  enum Base: Hashable, Sendable {
    case style(TextStyle)
    case system(size: CGFloat)
    case custom(name: String, size: CGFloat)
  }

  /// What a font is made of.
  struct Fields: Hashable, Sendable {
    var base: Base
    var weight: Weight?
    var isItalic = false
    var design: Design
    var width: Width?
    var isMonospacedDigit = false
    var leading = Leading.standard
  }

  /// The fields, in one shared box: a `Font` is a single reference, as in SwiftUI, so that
  /// every `Text`, which keeps an optional font inline, stays small (the fields inline took 58
  /// bytes of every text and every text node). A changed font gets a new box.
  private final class Storage: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  var base: Base {
    get { storage.fields.base }
    set { change { $0.base = newValue } }
  }
  var weight: Weight? {
    get { storage.fields.weight }
    set { change { $0.weight = newValue } }
  }
  var isItalic: Bool {
    get { storage.fields.isItalic }
    set { change { $0.isItalic = newValue } }
  }
  var design: Design {
    get { storage.fields.design }
    set { change { $0.design = newValue } }
  }
  var width: Width? {
    get { storage.fields.width }
    set { change { $0.width = newValue } }
  }
  var isMonospacedDigit: Bool {
    get { storage.fields.isMonospacedDigit }
    set { change { $0.isMonospacedDigit = newValue } }
  }

  var leading: Leading {
    get { storage.fields.leading }
    set { change { $0.leading = newValue } }
  }

  private mutating func change(_ body: (inout Fields) -> Void) {
    var fields = storage.fields
    body(&fields)
    storage = Storage(fields)
  }

  init(base: Base, weight: Weight? = nil, design: Design = .default) {
    storage = Storage(Fields(base: base, weight: weight, design: design))
  }

  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

  /// The semantic text styles, from the largest to the smallest.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Point sizes chosen for a desktop with DejaVu Sans: a 14-point body, as GNOME's UI font
    /// appears at 96 dpi.
    var size: CGFloat {
      switch self {
      case .largeTitle: 28
      case .title: 24
      case .title2: 20
      case .title3: 17
      case .headline: 14
      case .body: 14
      case .callout: 13
      case .subheadline: 12
      case .footnote: 11
      case .caption: 11
      case .caption2: 10
      }
    }

    var defaultWeight: Weight { self == .headline ? .semibold : .regular }
  }

  /// A font family's look.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A font's stroke thickness.
  public struct Weight: Hashable, Sendable {
    /// The OpenType weight, 100…900.
    let value: Int

    /// OpenType weight 100 (ultra light).
    public static let ultraLight = Weight(value: 100)
    /// OpenType weight 200 (thin).
    public static let thin = Weight(value: 200)
    /// OpenType weight 300 (light).
    public static let light = Weight(value: 300)
    /// OpenType weight 400 (regular).
    public static let regular = Weight(value: 400)
    /// OpenType weight 500 (medium).
    public static let medium = Weight(value: 500)
    /// OpenType weight 600 (semibold).
    public static let semibold = Weight(value: 600)
    /// OpenType weight 700 (bold).
    public static let bold = Weight(value: 700)
    /// OpenType weight 800 (heavy).
    public static let heavy = Weight(value: 800)
    /// OpenType weight 900 (black).
    public static let black = Weight(value: 900)
  }

  /// How far apart a font's lines are.
  public enum Leading: Hashable, Sendable {
    /// The font's own line spacing.
    case standard
    /// Lines closer together than the font's own.
    case tight
    /// Lines further apart than the font's own.
    case loose
  }

  /// The large title text style (28 points).
  public static let largeTitle = Font(base: .style(.largeTitle))
  /// The title text style (24 points).
  public static let title = Font(base: .style(.title))
  /// The title2 text style (20 points).
  public static let title2 = Font(base: .style(.title2))
  /// The title3 text style (17 points).
  public static let title3 = Font(base: .style(.title3))
  /// The headline text style (14 points).
  public static let headline = Font(base: .style(.headline))
  /// The subheadline text style (12 points).
  public static let subheadline = Font(base: .style(.subheadline))
  /// The body text style (14 points).
  public static let body = Font(base: .style(.body))
  /// The callout text style (13 points).
  public static let callout = Font(base: .style(.callout))
  /// The footnote text style (11 points).
  public static let footnote = Font(base: .style(.footnote))
  /// The caption text style (11 points).
  public static let caption = Font(base: .style(.caption))
  /// The caption2 text style (10 points).
  public static let caption2 = Font(base: .style(.caption2))

  /// The system font in a text style, with an optional design and weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(base: .style(style), weight: weight, design: design ?? .default)
  }

  /// The system font at a fixed size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(base: .system(size: size), weight: weight, design: design ?? .default)
  }

  /// A font family by name, at a fixed size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size))
  }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }
  /// The font in italics.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }
  /// The font at another weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }
  /// The font with tighter or looser spacing between its lines.
  ///
  /// ```swift
  /// Text(poem).font(.body.leading(.loose))
  /// ```
  public func leading(_ leading: Leading) -> Font {
    var copy = self
    copy.leading = leading
    return copy
  }

  /// The spacing between lines of this font at `size` points that its leading adds (or, tight,
  /// takes away): an eighth of the size.
  func leadingSpacing(at size: CGFloat) -> CGFloat {
    switch leading {
    case .standard: 0
    case .tight: -(size / 8).rounded()
    case .loose: (size / 8).rounded()
    }
  }

  /// The font's monospaced variant.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// The concrete family, size, weight and slant this font stands for at the default text size.
  public var resolved: ResolvedFont { resolved(at: .large) }

  /// The concrete font at the text size `dynamicTypeSize`, which scales the text styles.
  func resolved(at dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
    var size: CGFloat
    var family: String
    var weight = self.weight ?? .regular
    switch base {
    case .style(let style):
      size = style.size
      // Rounded to half points, as the steps between text sizes are.
      if dynamicTypeSize != .large { size = (size * dynamicTypeSize.scale * 2).rounded() / 2 }
      if self.weight == nil { weight = style.defaultWeight }
      family = ResolvedFont.defaultFamily
    case .system(let s):
      size = s
      family = ResolvedFont.defaultFamily
    case .custom(let name, let s):
      size = s
      family = name
    }
    switch design {
    case .monospaced: family = "DejaVu Sans Mono"
    case .serif: family = "DejaVu Serif"
    case .default, .rounded: break
    }
    let clean = size.isFinite && size > 0 ? Swift.min(size, 2000) : 14
    return ResolvedFont(
      family: family, size: clean, weight: weight.value, italic: isItalic, stretch: width?.stretch ?? 4,
      monospacedDigits: isMonospacedDigit)
  }
}

/// A concrete font: family, point size, OpenType weight and slant.
public struct ResolvedFont: Hashable, Sendable {
  /// The pinned default family, so that layouts are the same on every machine.
  public static let defaultFamily = "DejaVu Sans"

  /// The font family's name.
  public var family: String
  /// The size in points.
  public var size: CGFloat
  /// The OpenType weight, 100…900.
  public var weight: Int
  /// Whether the font slants.
  public var italic: Bool
  /// The width class, as Pango's stretch: 0 (ultra-condensed) … 4 (normal) … 8 (ultra-expanded).
  public var stretch: Int
  /// Whether digits all take the same advance (the OpenType feature `tnum`).
  public var monospacedDigits: Bool

  /// A concrete font.
  public init(
    family: String = ResolvedFont.defaultFamily, size: CGFloat, weight: Int = 400, italic: Bool = false,
    stretch: Int = 4, monospacedDigits: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    self.stretch = min(max(stretch, 0), 8)
    self.monospacedDigits = monospacedDigits
  }
}
