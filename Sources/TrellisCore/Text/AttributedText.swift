extension AttributeScopes {
  /// The attributes `Text` reads from an `AttributedString`, as SwiftUI's scope names them.
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of a run.
    public let font: FontAttribute
    /// The color of a run.
    public let foregroundColor: ForegroundColorAttribute
    /// The underline of a run.
    public let underlineStyle: UnderlineStyleAttribute
    /// The strikethrough of a run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// Foundation's attributes (links, Markdown presentation intents), which `Text` also reads.
    public let foundation: FoundationAttributes

    /// The font of a run of attributed text.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    /// The color of a run of attributed text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The underline of a run of attributed text.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The strikethrough of a run of attributed text.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
  }

  /// The attributes `Text` reads, for `AttributedString(_:including:)` and key paths.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// Lets `attributed.font`, `.foregroundColor` and the rest name Trellis's text attributes.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// How an underline or strikethrough is drawn: its dash pattern and its color.
  public struct LineStyle: Hashable, Sendable {
    /// The dash pattern of a line.
    public struct Pattern: Hashable, Sendable {
      enum Kind: UInt8, Hashable, Sendable {
        case solid, dot, dash, dashDot, dashDotDot
      }
      let kind: Kind
      /// A solid line.
      public static let solid = Pattern(kind: .solid)
      /// A dotted line.
      public static let dot = Pattern(kind: .dot)
      /// A dashed line.
      public static let dash = Pattern(kind: .dash)
      /// Dashes and dots.
      public static let dashDot = Pattern(kind: .dashDot)
      /// Dashes and pairs of dots.
      public static let dashDotDot = Pattern(kind: .dashDotDot)

      /// The lengths of the line's dashes and gaps, in multiples of its thickness, starting with
      /// a dash; empty for a solid line.
      public var dashes: [Double] {
        switch kind {
        case .solid: []
        case .dot: [1, 2]
        case .dash: [4, 2]
        case .dashDot: [4, 2, 1, 2]
        case .dashDotDot: [4, 2, 1, 2, 1, 2]
        }
      }
    }

    /// The line's pattern.
    public let pattern: Pattern
    /// The line's color, or nil for the text's.
    public let color: Color?

    /// A line style.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line in the text's color.
    public static let single = LineStyle()
  }

  /// Text showing an attributed string: each run in its font, foreground color, underline and
  /// strikethrough, and links (Foundation's `link`) in the accent color. Other attributes are
  /// ignored; no Markdown is parsed in the characters.
  ///
  /// Disfavoured, since `AttributedString` is a string literal too: a literal makes a
  /// `LocalizedStringKey`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributedString: AttributedString) {
    self.init(runs: Self.runs(of: attributedString))
  }

  /// The runs of an attributed string.
  static func runs(of attributed: AttributedString) -> [Run] {
    attributed.runs.map { run in
      var text = Text(verbatim: String(attributed[run.range].characters))
      if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { text.font = font }
      if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
        text.color = color
      }
      if let style = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
        text = text.underline(pattern: style.pattern, color: style.color)
      }
      if let style = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
        text = text.strikethrough(pattern: style.pattern, color: style.color)
      }
      let link = run.link
      if link != nil, text.color == nil { text.color = .accentColor }
      return Run(text: text, link: link)
    }
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// Adds an attributed string, keeping its runs' styling.
  @_disfavoredOverload
  public mutating func appendInterpolation(_ attributedString: AttributedString) {
    appendInterpolation(Text(attributedString))
  }
}
