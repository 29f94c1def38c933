public import TrellisCore

/// A text measurer for layout tests, with no fonts: every character is `characterWidth` wide and
/// every line `lineHeight` high (for 14-point text; other sizes scale), so expected frames can be
/// worked out by hand.
///
/// It wraps greedily at spaces, breaks words that do not fit a line, and marks cut text with an
/// ellipsis one character wide.
public final class FixedAdvanceTextMeasurer: TextMeasurer {
  /// Width of one character of 14-point text.
  public let characterWidth: CGFloat
  /// Height of one line of 14-point text.
  public let lineHeight: CGFloat
  /// Distance from a line's top to its baseline, for 14-point text.
  public let baseline: CGFloat
  /// How many times `measure` was called.
  public private(set) var calls = 0

  /// A measurer with the given metrics.
  public init(characterWidth: CGFloat = 10, lineHeight: CGFloat = 20, baseline: CGFloat = 15) {
    self.characterWidth = characterWidth
    self.lineHeight = lineHeight
    self.baseline = baseline
  }

  /// The metrics of `request`, with every character the same width.
  public func measure(_ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?) -> TextMetrics {
    calls += 1
    let maxWidth = maxWidth.flatMap { $0.isFinite ? $0 : nil }
    let maxHeight = maxHeight.flatMap { $0.isFinite ? $0 : nil }
    let scale = request.font.size / 14
    let advance = characterWidth * scale
    let line = lineHeight * scale + request.lineSpacing
    let lines = wrap(request.string, width: maxWidth, advance: advance)
    var limit = request.lineLimit ?? Int.max
    if let maxHeight {
      limit = min(limit, max(1, Int(((maxHeight + request.lineSpacing) / line).rounded(.down))))
    }
    var kept = Array(lines.prefix(max(1, limit)))
    if lines.count > kept.count, !kept.isEmpty { kept[kept.count - 1] += 1 }  // room for the ellipsis
    var widths = kept.map { CGFloat($0) * advance }
    if let maxWidth {
      // A line still too wide (one long word with nothing to break at) is cut with an ellipsis.
      widths = widths.map { $0 > maxWidth ? max(advance, (maxWidth / advance).rounded(.down) * advance) : $0 }
    }
    let width = (widths.max() ?? 0).rounded(.up)
    let count = CGFloat(max(1, kept.count))
    let height = (count * line - request.lineSpacing).rounded(.up)
    return TextMetrics(
      size: CGSize(width: width, height: height), firstBaseline: baseline * scale,
      lastBaseline: (count - 1) * line + baseline * scale)
  }

  /// The character counts of the lines `text` breaks into at `width`.
  private func wrap(_ text: String, width: CGFloat?, advance: CGFloat) -> [Int] {
    let capacity = width.map { max(1, Int(($0 / advance).rounded(.down))) }
    // In ASCII text without carriage returns every byte is a character, and walking bytes is
    // many times faster than walking characters: layout benchmarks should not time the fake.
    let asciiLines = text.utf8.withContiguousStorageIfAvailable { bytes -> [Int]? in
      for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
      return Self.wrap(bytes, newline: 0x0A, space: 0x20, capacity: capacity)
    }
    if let asciiLines, let asciiLines { return asciiLines }
    return Self.wrap(text, newline: "\n", space: " ", capacity: capacity)
  }

  /// Greedy wrapping of `characters` into lines of at most `capacity` characters (nil: lines
  /// end only at newlines); words longer than a line are broken.
  private static func wrap<Characters: Sequence>(
    _ characters: Characters, newline: Characters.Element, space: Characters.Element, capacity: Int?
  ) -> [Int] where Characters.Element: Equatable {
    var result: [Int] = []
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
      if current > 0 { result.append(current) }
      while length > capacity {
        result.append(capacity)
        length -= capacity
      }
      current = length
    }
    func endParagraph() {
      if let capacity {
        endWord(capacity)
        result.append(current)
        current = 0
      } else {
        result.append(paragraph)
      }
      paragraph = 0
    }
    for character in characters {
      if character == newline {
        endParagraph()
        continue
      }
      paragraph += 1
      if character == space, let capacity {
        endWord(capacity)
      } else {
        word += 1
      }
    }
    endParagraph()
    return result
  }
}
