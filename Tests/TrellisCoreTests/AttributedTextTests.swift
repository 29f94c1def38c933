import Foundation
import Testing

@testable import TrellisCore

/// `Text` from an `AttributedString`: runs from its SwiftUI and link attributes.
@MainActor
struct AttributedTextTests {
  @Test func runsFromAttributes() {
    var title = AttributedString("Hello ")
    title.font = .title
    var name = AttributedString("world")
    name.foregroundColor = .red
    name.underlineStyle = .single
    var old = AttributedString(" old")
    old.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .gray)
    let text = Text(title + name + old)
    #expect(text.string == "Hello world old")
    let runs = text.flattenedRuns
    #expect(runs.map(\.text.string) == ["Hello ", "world", " old"])
    #expect(runs[0].text.font == .title)
    #expect(runs[1].text.color == .red)
    #expect(runs[1].text.underline)
    #expect(runs[2].text.strikethrough)
  }

  @Test func linksAndPlainStrings() {
    var link = AttributedString("docs")
    link.link = URL(string: "https://example.com")
    let text = Text(AttributedString("See ") + link)
    #expect(text.flattenedRuns.map(\.link) == [nil, URL(string: "https://example.com")])
    #expect(text.flattenedRuns[1].text.color == .accentColor)
    // No Markdown is parsed in an attributed string's characters.
    let plain = Text(AttributedString("**x**"))
    #expect(plain.string == "**x**")
    #expect(plain.runs == nil)
    #expect(Text(AttributedString()).string == "")
    #expect(Text("Read \(link)!").string == "Read docs!")
  }
}
