import Foundation
import Testing

@testable import TrellisCore

/// What `Text` shows for interpolated keys: values, printf specifiers, format styles and dates.
@MainActor
struct LocalizedStringKeyTests {
  private func shown(_ text: Text) -> String { text.string }

  @Test func literalAndPlainInterpolationsKeepOneString() {
    let score = 42
    let name = "Ada"
    let key: LocalizedStringKey = "Player \(name) has \(score) points"
    #expect(key.key == "Player Ada has 42 points")
    #expect(key.segments == nil)
    #expect(shown(Text("Player \(name) has \(score) points")) == "Player Ada has 42 points")
    #expect(LocalizedStringKey("a") == "a")
    #expect(LocalizedStringKey("a") != "b")
  }

  @Test func numbersAsSwiftUIShowsThem() {
    #expect(shown(Text("\(7)")) == "7")
    #expect(shown(Text("\(UInt8(200))")) == "200")
    // SwiftUI formats a Double with `%lf` by default.
    #expect(shown(Text("\(3.5)")) == "3.500000")
    #expect(shown(Text("\(Float(0.25))")) == "0.250000")
  }

  @Test func integersInFullAtEveryWidthAndSign() {
    #expect(shown(Text("\(0)")) == "0")
    #expect(shown(Text("\(-7)")) == "-7")
    #expect(shown(Text("\(Int.min)")) == "-9223372036854775808")
    #expect(shown(Text("\(Int.max)")) == "9223372036854775807")
    #expect(shown(Text("\(UInt64.max)")) == "18446744073709551615")
    #expect(shown(Text("\(Int8.min) \(Int16.max) \(UInt32.max)")) == "-128 32767 4294967295")
    for value in [1, 9, 10, 99, 100, 12_345, -1_000_000, 1_000_000_000_000_000_000] {
      #expect(shown(Text("n=\(value)")) == "n=\(value.description)")
    }
    // Either side of eight characters, after text that nearly fills the 32 inline bytes, fills
    // them, or has spilled out of them.
    for value in [99_999_999, 100_000_000, -9_999_999, -10_000_000, 10_000_000, -1] {
      #expect(shown(Text("\(value)")) == value.description)
      for prefix in [23, 24, 25, 30] {
        let literal = String(repeating: "x", count: prefix)
        #expect(shown(Text("\(literal)\(value)|\(value)")) == "\(literal)\(value)|\(value)")
      }
    }
  }

  @Test func keysLongerThanTheInlineBufferKeepEveryByte() {
    // The key's text gathers up to 32 bytes inline, then moves to a string: across that edge,
    // with a literal, a value, an integer and multi-byte characters each crossing it.
    let thirtyOne = String(repeating: "a", count: 31)
    #expect(LocalizedStringKey("\(thirtyOne)b").key == thirtyOne + "b")
    #expect(LocalizedStringKey("\(thirtyOne)bc").key == thirtyOne + "bc")
    #expect(LocalizedStringKey("\(thirtyOne)\(123)").key == thirtyOne + "123")
    #expect(LocalizedStringKey("\(thirtyOne)\(Int.min) end").key == thirtyOne + "-9223372036854775808 end")
    let accents = "ÉÈÊ ÀÂ çœ — ünïcødé ✓ 🐶"
    #expect(LocalizedStringKey("\(accents) and \(accents) \(7)").key == "\(accents) and \(accents) 7")
    let long = String(repeating: "0123456789", count: 50)
    let key: LocalizedStringKey = "[\(long)] \(42) [\(long)]"
    #expect(key.key == "[\(long)] 42 [\(long)]")
    #expect(key.segments != nil)  // The literal "[" may start Markdown.
    #expect(LocalizedStringKey("\(long)\(-5)").segments == nil)
  }

  @Test func aCopyOfALongInterpolationKeepsItsOwnText() {
    let long = String(repeating: "a", count: 40)
    var first = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
    first.appendLiteral(long)
    var second = first
    second.appendLiteral("b")
    second.appendInterpolation(12)
    first.appendLiteral("c")
    #expect(LocalizedStringKey(stringInterpolation: first).key == long + "c")
    #expect(LocalizedStringKey(stringInterpolation: second).key == long + "b12")
  }

  @Test func integersAfterMarkdownKeepTheirPart() {
    let count = 3
    let key: LocalizedStringKey = "**\(count)** left, \(count + 1) soon"
    #expect(key.key == "**3** left, 4 soon")
    #expect(shown(Text(key)) == "3 left, 4 soon")
  }

  @Test func specifiers() {
    let score = 9.8765
    #expect(shown(Text("Score: \(score, specifier: "%.1f")")) == "Score: 9.9")
    #expect(shown(Text("\(score, specifier: "%.2f") pts")) == "9.88 pts")
    #expect(shown(Text("\(42, specifier: "%d")")) == "42")
    #expect(shown(Text("\(42, specifier: "%05d")")) == "00042")
    #expect(shown(Text("\(255, specifier: "%x")")) == "ff")
    #expect(shown(Text("\(7, specifier: "%@")")) == "7")
    #expect(shown(Text("\(Int64.max, specifier: "%lld")")) == "9223372036854775807")
    #expect(shown(Text("\(5, specifier: "%d%%")")) == "5%")
  }

  @Test func mismatchedOrUnsafeSpecifiersNeverReadGarbage() {
    // The value is converted to the conversion's type.
    #expect(shown(Text("\(2.9, specifier: "%d")")) == "2")
    #expect(shown(Text("\(3, specifier: "%.1f")")) == "3.0")
    #expect(shown(Text("\(Double.nan, specifier: "%d")")) == "0")
    // Specifiers that would read more arguments are shown as written.
    #expect(shown(Text("\(3, specifier: "%*d")")) == "%*d")
    #expect(shown(Text("\(3, specifier: "%d %d")")) == "3 %d")
    #expect(shown(Text("\(3, specifier: "%n")")) == "%n")
    #expect(shown(Text("\(3, specifier: "")")) == "")
    #expect(shown(Text("\(3, specifier: "%")")) == "%")
    // Huge widths are clamped.
    #expect(shown(Text("\(1, specifier: "%99999999d")")).count == 100)
  }

  @Test func formatStyles() {
    let style = IntegerFormatStyle<Int>.number.locale(Locale(identifier: "en_US"))
    #expect(shown(Text("Total \(12345, format: style)")) == "Total 12,345")
    #expect(shown(Text(12345, format: style)) == "12,345")
    let list = ListFormatStyle<StringStyle, [String]>.list(type: .and).locale(Locale(identifier: "en_US"))
    #expect(shown(Text(["a", "b", "c"], format: list)) == "a, b, and c")
  }

  @Test func anyValueByItsDescription() {
    struct Point: CustomStringConvertible { var description: String { "(1, 2)" } }
    enum Fruit { case apple }
    #expect(shown(Text("at \(Point())")) == "at (1, 2)")
    #expect(shown(Text("a \(Fruit.apple)")) == "a apple")
    let sub = "hello"[...].prefix(4)
    #expect(shown(Text("\(sub)!")) == "hell!")
  }

  @Test func stringVariablesAreVerbatimLiteralsAreKeys() {
    let markdown = "**not bold**"
    #expect(Text(markdown).runs == nil)
    #expect(shown(Text(markdown)) == "**not bold**")
    #expect(shown(Text(verbatim: "**as is**")) == "**as is**")
    #expect(shown(Text("**bold**")) == "bold")
    // An interpolated string's markers are shown, never parsed.
    #expect(shown(Text("**\(markdown)**")) == "**not bold**")
  }

  @Test func datesInEachStyle() {
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
    func string(_ style: Text.DateStyle, _ date: Date) -> String {
      TextDateFormatting.string(for: date, style: style, now: now)
    }
    #expect(string(.relative, later) == "2 hours, 23 minutes")
    #expect(string(.relative, now.addingTimeInterval(-61)) == "1 minute, 1 second")
    #expect(string(.relative, now) == "0 seconds")
    #expect(string(.offset, later) == "+2 hours")
    #expect(string(.offset, now.addingTimeInterval(-3 * 86400)) == "-3 days")
    #expect(string(.timer, later) == "2:23:05")
    #expect(string(.timer, now.addingTimeInterval(-65)) == "1:05")
    #expect(string(.timer, Date.distantFuture).isEmpty == false)
    #expect(string(.time, later) == later.formatted(date: .omitted, time: .shortened))
    #expect(string(.date, later) == later.formatted(date: .long, time: .omitted))
    #expect(shown(Text(later, style: .time)) == later.formatted(date: .omitted, time: .shortened))
    #expect(shown(Text("At \(later, style: .date)")) == "At " + later.formatted(date: .long, time: .omitted))
  }

  @Test func dateRangesAndIntervals() {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let end = start.addingTimeInterval(90 * 60)
    let time = start.formatted(date: .abbreviated, time: .shortened)
    let range = Text(start...end)
    #expect(range.string.hasPrefix(time + " – "))
    #expect(Text(DateInterval(start: start, end: end)).string == range.string)
    #expect(Text("Open \(start...end)").string == "Open " + range.string)
  }

  @Test func interpolatedTextKeepsItsStyle() {
    let text = Text("Hello \(Text("world").bold())!")
    #expect(text.string == "Hello world!")
    let runs = text.flattenedRuns
    #expect(runs.map(\.text.string) == ["Hello ", "world", "!"])
    #expect(runs.map(\.text.weight) == [nil, .bold, nil])
  }
}
