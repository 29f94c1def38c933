import Foundation
import Testing
import TrellisCairo
import TrellisCore

@Suite struct PainterTextMeasurerTests {
  let measurer = PangoTextMeasurer()
  let body = ResolvedFont(size: 14)

  func measure(
    _ string: String, font: ResolvedFont? = nil, maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil,
    lineLimit: Int? = nil, truncation: TextRequest.TruncationMode = .tail, lineSpacing: CGFloat = 0
  ) -> TextMetrics {
    measurer.measure(
      TextRequest(
        string: string, font: font ?? body, lineLimit: lineLimit, truncationMode: truncation,
        lineSpacing: lineSpacing),
      maxWidth: maxWidth, maxHeight: maxHeight)
  }

  @Test func idealSingleLineSizeIsStable() {
    let metrics = measure("Hello, world!")
    #expect(metrics.size == CGSize(width: 89, height: 17))
    #expect(abs(metrics.firstBaseline - 13) < 0.01)
    #expect(metrics.lastBaseline == metrics.firstBaseline)
  }

  @Test func sizesAreWholePoints() {
    for text in ["a", "Trellis", "Hello, world!", "The quick brown fox jumps over the lazy dog"] {
      let size = measure(text, maxWidth: 97.3).size
      #expect(size.width == size.width.rounded() && size.height == size.height.rounded())
    }
  }

  @Test func emptyStringIsOneLineHigh() {
    let metrics = measure("")
    #expect(metrics.size == CGSize(width: 0, height: 17))
    #expect(abs(metrics.firstBaseline - 13) < 0.01)
  }

  @Test func wrapsAtNarrowWidths() {
    let text = "The quick brown fox jumps over the lazy dog"
    let single = measure(text)
    let wrapped = measure(text, maxWidth: 100)
    #expect(wrapped.size.width <= 100)
    #expect(wrapped.size.height >= single.size.height * 3)
    #expect(wrapped.lastBaseline > wrapped.firstBaseline)
    #expect(wrapped.firstBaseline == single.firstBaseline)
    // The last baseline lies in the last line.
    #expect(wrapped.size.height - wrapped.lastBaseline < single.size.height)
  }

  @Test func wideEnoughWidthKeepsOneLine() {
    let single = measure("Hello, world!")
    #expect(measure("Hello, world!", maxWidth: single.size.width) == single)
    #expect(measure("Hello, world!", maxWidth: 1000) == single)
  }

  @Test func explicitNewlinesBreakWithoutWidth() {
    let metrics = measure("one\ntwo\nthree")
    #expect(metrics.size.height == 49)
    #expect(metrics.size.width == measure("three").size.width)
  }

  @Test func lineLimitTruncates() {
    let text = "The quick brown fox jumps over the lazy dog"
    let one = measure(text, maxWidth: 100, lineLimit: 1)
    #expect(one.size.height == 17)
    #expect(one.size.width <= 100)
    let two = measure(text, maxWidth: 100, lineLimit: 2)
    #expect(two.size.height == 33)
    #expect(measure("one\ntwo\nthree", lineLimit: 2).size.height == 33)
    // A line cut at a newline still ends in an ellipsis, so it is wider than its text.
    #expect(measure("one\ntwo\nthree", lineLimit: 1).size.width > measure("one").size.width)
  }

  @Test func maxHeightLimitsLines() {
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(measure(text, maxWidth: 100, maxHeight: 40).size.height == 33)
    #expect(measure(text, maxWidth: 100, maxHeight: 5).size.height == 17)
    #expect(measure(text, maxWidth: 100, maxHeight: 40, lineLimit: 1).size.height == 17)
  }

  @Test(arguments: [TextRequest.TruncationMode.head, .middle, .tail])
  func tinyWidthsGiveTheEllipsis(mode: TextRequest.TruncationMode) {
    let ellipsis = measure("…")
    for width: CGFloat in [0, 1, 5] {
      let metrics = measure("Hello, world!", maxWidth: width, truncation: mode)
      #expect(metrics.size == ellipsis.size)
      #expect(!metrics.size.width.isNaN)
    }
    #expect(measure("Hello, world!", maxWidth: 0, lineLimit: 3, truncation: mode).size == ellipsis.size)
  }

  @Test func singleLineTruncationStaysWithinWidth() {
    let metrics = measure("Supercalifragilisticexpialidocious", maxWidth: 80, lineLimit: 1)
    #expect(metrics.size.width <= 80)
    #expect(metrics.size.height == 17)
  }

  @Test func lineSpacingAddsSpaceBetweenLines() {
    let plain = measure("one\ntwo")
    let spaced = measure("one\ntwo", lineSpacing: 10)
    #expect(spaced.size.height == plain.size.height + 10)
    #expect(spaced.lastBaseline == plain.lastBaseline + 10)
  }

  @Test func fontsChangeTheSize() {
    let regular = measure("Hello")
    #expect(measure("Hello", font: ResolvedFont(size: 28)).size.height > regular.size.height * 1.8)
    #expect(measure("Hello", font: ResolvedFont(size: 14, weight: 700)).size.width > regular.size.width)
    #expect(
      measure("Hello", font: ResolvedFont(family: "DejaVu Sans Mono", size: 14)).size.width
        != regular.size.width)
  }

  @Test func absurdInputsDoNotCrash() {
    #expect(measure("Hello", maxWidth: .nan).size == measure("Hello").size)
    #expect(measure("Hello", maxWidth: .infinity).size == measure("Hello").size)
    #expect(measure("Hello", maxWidth: -5).size == measure("…").size)
    #expect(measure("Hello", lineLimit: 0).size.height == 17)
    #expect(measure("Hel\0lo").size.width > 0)
    #expect(measure("Hello", font: ResolvedFont(size: .nan)).size == measure("Hello").size)
  }

  @Test func hugeTextsReturnQuickly() {
    let line = String(repeating: "lorem ipsum dolor sit amet ", count: 3) + "\n"
    let huge = String(repeating: line, count: 1_000_000 / line.utf8.count)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(measure(huge, maxWidth: 300).size.height > 1000)
      #expect(measure(huge).size.width > 0)
      #expect(measure(String(repeating: "x", count: 1_000_000), maxWidth: 300).size.height > 1000)
    }
    #expect(elapsed < .seconds(5))
  }

  @Test func answersAreCached() {
    let request = TextRequest(string: "Cached", font: body)
    let clock = ContinuousClock()
    let first = measurer.measure(request, maxWidth: 50, maxHeight: nil)
    let elapsed = clock.measure {
      for _ in 0..<1000 { #expect(measurer.measure(request, maxWidth: 50, maxHeight: nil) == first) }
    }
    #expect(elapsed < .seconds(1))
  }
}
