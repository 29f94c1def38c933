import Foundation
import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// Texts of styled runs as Pango draws them: concatenations and Markdown.
@MainActor
struct StyledTextSnapshotTests {
  @Test func concatenatedRuns() {
    CoreSnapshot.expectMatch(
      VStack(alignment: .leading, spacing: 6) {
        Text("Plain ") + Text("bold").bold() + Text(" italic").italic() + Text(" red").foregroundStyle(.red)
          + Text(" under").underline() + Text(" code").monospaced()
        (Text("Big").font(.title2) + Text(" small ") + Text("struck").strikethrough()
          + Text("up").font(.caption).baselineOffset(6))
          .foregroundColor(.blue)
      }
      .padding(8), size: CGSize(width: 320, height: 70), scale: 1, named: "styled-text-runs")
  }

  @Test func wrappedMarkdownParagraph() {
    CoreSnapshot.expectMatch(
      Text(
        "A **bold** claim, an *italic* aside, `inline code`, ~~old~~ and a [link](https://example.com) — all in ***one*** paragraph that wraps."
      )
      .multilineTextAlignment(.center)
      .frame(width: 220)
      .padding(8), size: CGSize(width: 236, height: 100), scale: 1, named: "styled-text-markdown")
  }
}

/// Pango measures runs in their own fonts, as one paragraph.
@MainActor
struct StyledTextMeasuringTests {
  let measurer = PangoTextMeasurer()

  private func runsRequest(_ parts: [(String, ResolvedFont)]) -> TextRequest {
    var request = TextRequest(string: parts.map(\.0).joined(), font: ResolvedFont(size: 14))
    request.runs = parts.map { TextRun(length: $0.0.utf8.count, font: $0.1) }
    return request
  }

  @Test func boldRunWidensTheLine() {
    let regular = ResolvedFont(size: 14)
    let bold = ResolvedFont(size: 14, weight: 700)
    let plain = measurer.measure(
      TextRequest(string: "Wide words", font: regular), maxWidth: nil, maxHeight: nil)
    let allBold = measurer.measure(
      TextRequest(string: "Wide words", font: bold), maxWidth: nil, maxHeight: nil)
    let mixed = measurer.measure(
      runsRequest([("Wide ", regular), ("words", bold)]), maxWidth: nil, maxHeight: nil)
    #expect(plain.size.width < mixed.size.width)
    #expect(mixed.size.width < allBold.size.width)
    #expect(mixed.size.height == plain.size.height)
    #expect(mixed.firstBaseline == plain.firstBaseline)
  }

  @Test func largerRunRaisesTheBaselineAndWrapsAsOneParagraph() {
    let small = ResolvedFont(size: 14)
    let large = ResolvedFont(size: 28)
    let request = runsRequest([("small words then ", small), ("LARGE WORDS", large)])
    let single = measurer.measure(request, maxWidth: nil, maxHeight: nil)
    let smallOnly = measurer.measure(TextRequest(string: "small", font: small), maxWidth: nil, maxHeight: nil)
    #expect(single.firstBaseline > smallOnly.firstBaseline)
    let wrapped = measurer.measure(request, maxWidth: single.size.width / 2 + 20, maxHeight: nil)
    #expect(wrapped.lastBaseline > wrapped.firstBaseline)
    #expect(wrapped.size.width <= single.size.width / 2 + 20)
    var limited = request
    limited.lineLimit = 1
    let cut = measurer.measure(limited, maxWidth: single.size.width / 2 + 20, maxHeight: nil)
    #expect(cut.firstBaseline == cut.lastBaseline)
  }

  @Test func mismatchedRunLengthsAreSafe() {
    var request = TextRequest(string: "héllo", font: ResolvedFont(size: 14))
    request.runs = [
      TextRun(length: 2, font: ResolvedFont(size: 20)), TextRun(length: 500, font: ResolvedFont(size: 9)),
    ]
    let metrics = measurer.measure(request, maxWidth: 30, maxHeight: nil)
    #expect(metrics.size.width > 0)
  }
}

/// Pango's line geometry of a text of runs matches its measured, drawn layout.
@MainActor
struct StyledTextLineLayoutTests {
  @Test func runsWidenTheirCharactersInTheLineLayout() {
    let measurer = PangoTextMeasurer()
    var request = TextRequest(string: "abc DEF", font: ResolvedFont(size: 14))
    request.runs = [
      TextRun(length: 4, font: ResolvedFont(size: 14)), TextRun(length: 3, font: ResolvedFont(size: 28)),
    ]
    let lines = measurer.lineLayout(request, maxWidth: nil)
    let measured = measurer.measure(request, maxWidth: nil, maxHeight: nil)
    #expect(lines.lines.count == 1)
    #expect(lines.size.width == measured.size.width)
    let offsets = lines.lines[0].caretOffsets
    // A 28-point "D" is about twice as wide as a 14-point "a".
    #expect(offsets[5] - offsets[4] > 1.7 * (offsets[1] - offsets[0]))
    let wrapped = measurer.lineLayout(request, maxWidth: measured.size.width - 10)
    #expect(wrapped.lines.count == 2)
    #expect(wrapped.lines[1].characters == 4..<7)
  }
}
