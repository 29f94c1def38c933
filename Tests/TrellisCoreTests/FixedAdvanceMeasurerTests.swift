import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// The fixed-advance measurer walks ASCII bytes once, stops wrapping once a line is cut and
/// answers a line that fits without wrapping; layout tests depend on its exact answers, so it is
/// checked against the plain character-by-character wrapping it replaced.
struct FixedAdvanceMeasurerTests {
  @Test func matchesCharacterWrappingOnManyTexts() {
    var random = SplitMix(seed: 7)
    let alphabet = Array("ab c  d\nef ghij klmnop\n q")
    let measurer = FixedAdvanceTextMeasurer()
    for _ in 0..<4000 {
      let length = random.next(below: 24)
      let string = String((0..<length).map { _ in alphabet[random.next(below: alphabet.count)] })
      let lineLimit = random.next(below: 4) == 0 ? random.next(below: 4) : nil
      let lineSpacing = CGFloat(random.next(below: 3)) * 2
      let size = [10, 14, 21][random.next(below: 3)]
      let request = TextRequest(
        string: string, font: ResolvedFont(size: CGFloat(size)), lineLimit: lineLimit,
        lineSpacing: lineSpacing)
      let widths: [CGFloat?] = [nil, 0, 5, 10, 25, 30, 49.5, 60, 200, .infinity]
      let heights: [CGFloat?] = [nil, 0, 10, 20, 40, 45, 80, .infinity]
      let width = widths[random.next(below: widths.count)]
      let height = heights[random.next(below: heights.count)]
      let expected = ReferenceMeasurer().measure(request, maxWidth: width, maxHeight: height)
      #expect(
        measurer.measure(request, maxWidth: width, maxHeight: height) == expected,
        "\(string.debugDescription) at \(String(describing: width)) × \(String(describing: height))")
    }
  }

  @Test func nonASCIITextIsCountedInCharacters() {
    let measurer = FixedAdvanceTextMeasurer()
    let request = TextRequest(string: "héllo wörld", font: ResolvedFont(size: 14))
    #expect(measurer.measure(request, maxWidth: nil, maxHeight: nil).size == CGSize(width: 110, height: 20))
    #expect(measurer.measure(request, maxWidth: 60, maxHeight: nil).size == CGSize(width: 50, height: 40))
  }
}

/// A small deterministic generator, so that a failure repeats.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// The measurer as it was: greedy wrapping over characters, every line counted.
private struct ReferenceMeasurer {
  func measure(_ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?) -> TextMetrics {
    let maxWidth = maxWidth.flatMap { $0.isFinite ? $0 : nil }
    let maxHeight = maxHeight.flatMap { $0.isFinite ? $0 : nil }
    let scale = request.font.size / 14
    let advance = 10 * scale
    let line = 20 * scale + request.lineSpacing
    var limit = request.lineLimit ?? Int.max
    if let maxHeight {
      limit = min(limit, max(1, Int(((maxHeight + request.lineSpacing) / line).rounded(.down))))
    }
    let kept = max(1, limit)
    let lines = wrap(request.string, capacity: maxWidth.map { max(1, Int(($0 / advance).rounded(.down))) })
    let shown = min(lines.count, kept)
    func lineWidth(_ characters: Int) -> CGFloat {
      let width = CGFloat(characters) * advance
      guard let maxWidth, width > maxWidth else { return width }
      return max(advance, (maxWidth / advance).rounded(.down) * advance)
    }
    var widest = lineWidth(lines.prefix(shown).max() ?? 0)
    if lines.count > shown, shown > 0 { widest = max(widest, lineWidth(lines[shown - 1] + 1)) }
    let count = CGFloat(max(1, shown))
    return TextMetrics(
      size: CGSize(width: widest.rounded(.up), height: (count * line - request.lineSpacing).rounded(.up)),
      firstBaseline: 15 * scale, lastBaseline: (count - 1) * line + 15 * scale)
  }

  private func wrap(_ text: String, capacity: Int?) -> [Int] {
    var lines: [Int] = []
    var paragraph = 0
    var current = 0
    var word = 0
    func endWord(_ capacity: Int) {
      var length = word
      word = 0
      let needed = current == 0 ? length : current + 1 + length
      if needed <= capacity {
        current = needed
        return
      }
      if current > 0 { lines.append(current) }
      while length > capacity {
        lines.append(capacity)
        length -= capacity
      }
      current = length
    }
    func endParagraph() {
      if let capacity {
        endWord(capacity)
        lines.append(current)
        current = 0
      } else {
        lines.append(paragraph)
      }
      paragraph = 0
    }
    for character in text {
      if character == "\n" {
        endParagraph()
        continue
      }
      paragraph += 1
      if character == " ", let capacity {
        endWord(capacity)
      } else {
        word += 1
      }
    }
    endParagraph()
    return lines
  }
}
