/// The key of a localized string, made from a literal or an interpolation: what `Text("…")` takes.
///
/// Trellis has no localization bundles to look keys up in on Linux, so a key's text is shown as
/// written, with its interpolated values put in place; `tableName`, `bundle` and `comment` are
/// accepted for source compatibility and ignored. As in SwiftUI, Markdown in the literal parts is
/// styled when a `Text` shows the key, while interpolated strings are shown as they are.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text as shown, interpolations included, Markdown markers not yet removed.
  @usableFromInline let key: String
  /// The literal and interpolated parts, kept only when the key needs more than its plain text:
  /// a literal with Markdown characters, or an interpolated `Text` with its styling. Plain keys,
  /// the common case, stay a single string.
  @usableFromInline let segments: [Segment]?

  /// A part of a key.
  @usableFromInline enum Segment: Equatable, Sendable {
    /// Written in the literal: Markdown applies.
    case literal(String)
    /// An interpolated value's text, shown exactly.
    case value(String)
    /// An interpolated `Text`, shown with its styling.
    case text(Text)
  }

  /// A key made from `value`, which may hold Markdown, as a literal does.
  @inlinable public init(_ value: String) {
    key = value
    segments = MarkdownScanner.mayContainMarkup(value) ? [.literal(value)] : nil
  }

  /// A key from a string literal.
  @inlinable public init(stringLiteral value: String) { self.init(value) }

  /// A key from an interpolated string literal.
  @inlinable public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.string
    segments = stringInterpolation.segments
  }
}

extension LocalizedStringKey {
  /// Builds a key from the literal parts and interpolated values of a string literal.
  ///
  /// Values are shown as SwiftUI shows them: integers in full, floating-point numbers with six
  /// decimals (SwiftUI's `%lf`: pass `specifier:` or `format:` for other styles), other values by
  /// their description.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The text so far.
    @usableFromInline var buffer: KeyTextBuffer
    /// Nil until a part needs keeping apart; see `LocalizedStringKey.segments`.
    @usableFromInline var segments: [Segment]?

    /// An empty interpolation. The capacities are hints the inline buffer does not need.
    @inlinable public init(literalCapacity: Int, interpolationCount: Int) {
      buffer = KeyTextBuffer()
      segments = nil
    }

    /// The text as shown, Markdown markers included.
    @usableFromInline var string: String { buffer.string }

    /// Adds literal text, in which Markdown applies.
    @inlinable public mutating func appendLiteral(_ literal: String) {
      if segments == nil && !MarkdownScanner.mayContainMarkup(literal) {
        buffer.append(literal)
      } else {
        appendMarkupLiteral(literal)
      }
    }

    /// Adds a literal that may hold Markdown, keeping it apart from values.
    @usableFromInline mutating func appendMarkupLiteral(_ literal: String) {
      if segments == nil { startSegments() }
      buffer.append(literal)
      segments?.append(.literal(literal))
    }

    /// Keeps parts apart from now on. What came before holds no Markdown characters in its
    /// literals, so it is kept as one value: any markers in it came from values.
    @usableFromInline mutating func startSegments() {
      let string = self.string
      segments = string.isEmpty ? [] : [.value(string)]
    }

    /// Adds an interpolated value's text, shown as it is.
    @inlinable mutating func appendValue(_ value: String) {
      buffer.append(value)
      segments?.append(.value(value))
    }

    /// Adds a string.
    public mutating func appendInterpolation(_ string: String) { appendValue(string) }

    /// Adds a string, substring or other characters.
    @_disfavoredOverload
    public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { appendValue(String(string)) }

    /// Adds a number as SwiftUI shows it by default: integers whole, floating point with six
    /// decimals.
    @inlinable public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      appendValue(value._defaultFormatted)
    }

    /// Adds an integer, whole (SwiftUI's `%lld`). Its digits go straight into the key's text,
    /// with no string made for them, unless the parts are kept apart.
    @inlinable public mutating func appendInterpolation(_ value: Int) {
      if segments == nil {
        buffer.append(decimal: Int64(value))
      } else {
        appendValue(DecimalDigits.string(Int64(value)))
      }
    }

    /// Adds a number formatted by a printf-style `specifier`, such as `"%.2f"` or `"%d"`.
    ///
    /// A specifier that does not suit the value (`"%d"` for a `Double`) converts the value rather
    /// than reading garbage; specifiers Trellis cannot format safely (`*` widths, `%n`) are shown
    /// as written.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      appendValue(PrintfFormatter.format(specifier, value._formatArgument))
    }

    /// Adds a value by its description.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }

    /// Adds `input` formatted by a Foundation format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      appendValue(format.format(input))
    }

    /// Adds a text, keeping its font, color and other styling.
    public mutating func appendInterpolation(_ text: Text) {
      if segments == nil { startSegments() }
      buffer.append(text.string)
      segments?.append(.text(text))
    }

    /// Adds a date in a `Text.DateStyle`. In the `.relative`, `.offset` and `.timer` styles
    /// it keeps up with the time, as the date's own `Text` does ("Ends in \(end, style: .timer)").
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      switch style.kind {
      case .relative, .offset, .timer: appendInterpolation(Text(date, style: style))
      case .time, .date: appendValue(TextDateFormatting.string(for: date, style: style, now: Date()))
      }
    }

    /// Adds a range of dates, such as "10:00 AM – 11:30 AM".
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      appendValue(TextDateFormatting.string(from: dates.lowerBound, to: dates.upperBound))
    }

    /// Adds a date interval, as a range from its start to its end.
    public mutating func appendInterpolation(_ interval: DateInterval) {
      appendValue(TextDateFormatting.string(from: interval.start, to: interval.end))
    }
  }
}
