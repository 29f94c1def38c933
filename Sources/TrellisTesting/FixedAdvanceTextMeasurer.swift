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
    var result: [Int] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let width else {
        result.append(paragraph.count)
        continue
      }
      let capacity = max(1, Int((width / advance).rounded(.down)))
      var current = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var length = word.count
        let needed = current == 0 ? length : current + 1 + length
        if needed <= capacity {
          current = needed
          continue
        }
        if current > 0 { result.append(current) }
        while length > capacity {
          result.append(capacity)
          length -= capacity
        }
        current = length
      }
      result.append(current)
    }
    return result.isEmpty ? [0] : result
  }
}
