import Testing

@testable import TrellisCore

/// The runs Markdown in a literal key turns into.
@MainActor
struct MarkdownTextTests {
  /// Each run as "flags:string": b bold, i italic, c code, s strikethrough, l link.
  private func runs(_ text: Text) -> [String] {
    text.flattenedRuns.map { run in
      var flags = ""
      if run.text.weight == .bold { flags += "b" }
      if run.text.isItalic { flags += "i" }
      if run.text.isMonospaced { flags += "c" }
      if run.text.strikethrough { flags += "s" }
      if run.link != nil { flags += "l" }
      return flags + ":" + run.text.string
    }
  }

  @Test func emphasis() {
    #expect(runs(Text("**Bold** move")) == ["b:Bold", ": move"])
    #expect(runs(Text("an *italic* and _also_ word")) == [":an ", "i:italic", ": and ", "i:also", ": word"])
    #expect(runs(Text("***both***")) == ["bi:both"])
    #expect(runs(Text("`let x = 1` code")) == ["c:let x = 1", ": code"])
    #expect(runs(Text("~~gone~~ here")) == ["s:gone", ": here"])
  }

  @Test func nested() {
    #expect(runs(Text("**bold *and italic* bold**")) == ["b:bold ", "bi:and italic", "b: bold"])
    #expect(runs(Text("*a **b** c*")) == ["i:a ", "bi:b", "i: c"])
    #expect(runs(Text("**~~x~~**")) == ["bs:x"])
    // Code spans are not parsed inside.
    #expect(runs(Text("`**x**`")) == ["c:**x**"])
  }

  @Test func unbalancedMarkersStayAsWritten() {
    #expect(runs(Text("**open")) == [":**open"])
    #expect(runs(Text("close**")) == [":close**"])
    #expect(runs(Text("2 * 3 * 4")) == [":2 * 3 * 4"])
    #expect(runs(Text("***a**")) == [":*", "b:a"])
    #expect(runs(Text("`tick")) == [":`tick"])
    #expect(runs(Text("snake_case_name")) == [":snake_case_name"])
    #expect(runs(Text("[no link]")) == [":[no link]"])
    #expect(runs(Text("[a](bad url)")) == [":[a](bad url)"])
    #expect(Text("*").string == "*")
    #expect(Text("").string == "")
  }

  @Test func escapes() {
    #expect(runs(Text(#"\*not italic\*"#)) == [":*not italic*"])
    #expect(runs(Text(#"a\\b"#)) == [#":a\b"#])
    #expect(runs(Text(#"\a"#)) == [#":\a"#])
    #expect(runs(Text(#"**\*x**"#)) == ["b:*x"])
  }

  @Test func links() {
    let text = Text("See [the *docs*](https://example.com/docs) now")
    #expect(runs(text) == [":See ", "l:the ", "il:docs", ": now"])
    let link = text.flattenedRuns[1]
    #expect(link.link == URL(string: "https://example.com/docs"))
    #expect(link.text.color == .accentColor)
    #expect(text.string == "See the docs now")
  }

  @Test func interpolatedValuesAreNeverMarkers() {
    let star = "*"
    #expect(runs(Text("\(star)a\(star)")) == [":*a*"])
    #expect(runs(Text("*\(star)*")) == ["i:*"])
    let bold = Text("x").bold()
    #expect(runs(Text("_\(bold)_ y")) == ["bi:x", ": y"])
  }

  @Test func hugeAndOddInputs() {
    let many = String(repeating: "a* ", count: 5000)
    #expect(Text(LocalizedStringKey(many)).string == many)
    let stars = String(repeating: "*", count: 10000)
    #expect(Text(LocalizedStringKey(stars)).string == stars)
    let deep = String(repeating: "[", count: 3000) + "x" + String(repeating: "]", count: 3000)
    #expect(Text(LocalizedStringKey(deep)).string == deep)
  }
}
