import Foundation
import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// Pango's line layouts agree with its measurements: the same lines, the same widths.
@Suite struct PangoLineLayoutTests {
  let measurer = PangoTextMeasurer()
  let body = ResolvedFont(size: 14)

  func request(_ string: String, alignment: TextAlignment = .leading) -> TextRequest {
    TextRequest(string: string, font: body, alignment: alignment)
  }

  @Test func anUnwrappedLineEndsAtItsMeasuredWidth() {
    let layout = measurer.lineLayout(request("Hello, world!"), maxWidth: nil)
    #expect(layout.lines.count == 1)
    let line = layout.lines[0]
    #expect(line.characters == 0..<13)
    #expect(line.caretOffsets.count == 14)
    #expect(line.caretOffsets.first == 0)
    #expect(zip(line.caretOffsets, line.caretOffsets.dropFirst()).allSatisfy { $0 < $1 })
    let measured = measurer.measure(request("Hello, world!"), maxWidth: nil, maxHeight: nil).size.width
    #expect(abs(line.caretOffsets.last! - measured) < 1)
    #expect(layout.size.height == 17)
  }

  @Test func wrappedLinesMatchTheMeasurement() {
    let text = "The quick brown fox jumps over the lazy dog, then naps in the sun."
    let layout = measurer.lineLayout(request(text), maxWidth: 120)
    let metrics = measurer.measure(request(text), maxWidth: 120, maxHeight: nil)
    #expect(layout.size.height == metrics.size.height)
    #expect(layout.lines.count > 2)
    // The lines cover the text in order, each starting where the last ended.
    #expect(layout.lines.first?.characters.lowerBound == 0)
    #expect(layout.lines.last?.characters.upperBound == text.count)
    for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
      #expect(line.characters.upperBound == next.characters.lowerBound)
      #expect(next.y > line.y)
    }
    #expect(layout.lines.allSatisfy { $0.caretOffsets.count == $0.characters.count + 1 })
  }

  @Test func centredLinesStartInside() {
    let layout = measurer.lineLayout(request("ab", alignment: .center), maxWidth: 100)
    let line = layout.lines[0]
    let width = line.caretOffsets.last! - line.caretOffsets.first!
    #expect(abs(line.caretOffsets.first! - (100 - width) / 2) < 1)
  }

  @Test func clustersAreOnePosition() {
    let layout = measurer.lineLayout(request("e\u{301}x👍🏽"), maxWidth: nil)
    #expect(layout.lines[0].characters == 0..<3)
    #expect(layout.lines[0].caretOffsets.count == 4)
  }

  @Test func emptyAndHugeTextsLayOut() {
    let empty = measurer.lineLayout(request(""), maxWidth: 100)
    #expect(empty.lines.count == 1)
    #expect(empty.lines[0].height > 0)
    let start = Date()
    let huge = measurer.lineLayout(request(String(repeating: "x", count: 20_000)), maxWidth: 200)
    #expect(huge.lines.count > 100)
    #expect(Date().timeIntervalSince(start) < 2)
  }
}

/// Typing into a long text with Pango: each keystroke lays out the paragraph it changed, not the
/// whole text, so it stays fast.
@MainActor
@Suite struct TextEditorTypingTimeTests {
  struct Long: View {
    @State var text = (0..<2000).map { "Line \($0): the quick brown fox jumps over the lazy dog" }
      .joined(separator: "\n")
    var body: some View { TextEditor(text: $text) }
  }

  @Test func typingInTwoThousandLinesIsQuick() {
    let host = TestHost(Long(), size: CGSize(width: 300, height: 200))
    host.tap(at: CGPoint(x: 40, y: 40))
    _ = host.displayList()
    let start = Date()
    for _ in 0..<20 {
      host.type("a")
      _ = host.displayList()
    }
    let perKey = Date().timeIntervalSince(start) / 20
    // Debug builds on a shared machine: generous, but far below re-measuring 2,000 lines a key.
    #expect(perKey < 0.25, "\(perKey) s per keystroke")
    #expect(
      host.tree.all(ofType: "TextEditor").first?.text?.contains(String(repeating: "a", count: 20)) == true)
  }
}
