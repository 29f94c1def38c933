public import TrellisCore

/// A text measurer for layout tests, with no fonts: every character is `characterWidth` wide and
/// every line `lineHeight` high (for 14-point text; other sizes scale), so expected frames can be
/// worked out by hand.
///
/// It wraps greedily at spaces, breaks words that do not fit a line, and marks cut text with an
/// ellipsis one character wide. Letter spacing (`.tracking`, `.kerning`) widens every character,
/// the ellipsis included. In a text of several runs each character is as wide as its run's font
/// and spacing make it, and every line is as high as the largest run's.
public final class FixedAdvanceTextMeasurer: TextMeasurer {
  /// Width of one character of 14-point text.
  public let characterWidth: CGFloat
  /// Height of one line of 14-point text.
  public let lineHeight: CGFloat
  /// Distance from a line's top to its baseline, for 14-point text.
  public let baseline: CGFloat
  /// How many times `measure` was called.
  @exclusivity(unchecked) public private(set) var calls = 0

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
    if let runs = request.runs {
      return measure(request, runs: runs, maxWidth: maxWidth, maxHeight: maxHeight)
    }
    let scale = request.font.size / 14
    // Tracking and kerning add their space after every character, as SwiftUI's tracking does.
    let advance = max(0.01, characterWidth * scale + request.letterSpacing)
    let line = lineHeight * scale + request.lineSpacing
    var limit = request.lineLimit ?? Int.max
    if let maxHeight {
      limit = min(limit, max(1, Int(((maxHeight + request.lineSpacing) / line).rounded(.down))))
    }
    var lines = Lines(kept: max(1, limit))
    wrap(request.string, width: maxWidth, advance: advance, into: &lines)
    let kept = min(lines.count, lines.kept)
    // A line still too wide (one long word with nothing to break at) is cut with an ellipsis.
    func lineWidth(_ characters: Int) -> CGFloat {
      let width = CGFloat(characters) * advance
      guard let maxWidth, width > maxWidth else { return width }
      return max(advance, (maxWidth / advance).rounded(.down) * advance)
    }
    var widest = lineWidth(lines.longestKept)
    // Cut text ends its last kept line with an ellipsis one character wide.
    if lines.count > kept, kept > 0 { widest = max(widest, lineWidth(lines.lastKept + 1)) }
    let width = widest.rounded(.up)
    let count = CGFloat(max(1, kept))
    let height = (count * line - request.lineSpacing).rounded(.up)
    return TextMetrics(
      size: CGSize(width: width, height: height), firstBaseline: baseline * scale,
      lastBaseline: (count - 1) * line + baseline * scale)
  }

  /// What measuring needs to know of the lines a text breaks into, gathered as they are found so
  /// that measuring allocates nothing: layout benchmarks should not time the fake.
  struct Lines {
    /// How many lines are kept (the rest are cut).
    let kept: Int
    private(set) var count = 0
    /// The length in characters of the longest kept line and of the last kept one.
    private(set) var longestKept = 0
    private(set) var lastKept = 0

    init(kept: Int) { self.kept = kept }

    /// Whether more lines were found than are kept.
    var isCut: Bool { count > kept }

    mutating func append(_ length: Int) {
      if count < kept {
        longestKept = max(longestKept, length)
        lastKept = length
      }
      count += 1
    }
  }

  /// Breaks `text` into lines at `width`, counting characters.
  private func wrap(_ text: String, width: CGFloat?, advance: CGFloat, into lines: inout Lines) {
    let capacity = width.map { max(1, Int(($0 / advance).rounded(.down))) }
    // In ASCII text without carriage returns every byte is a character, and walking bytes is
    // many times faster than walking characters; a line that fits needs no wrapping at all.
    let utf8 = text.utf8
    let wrapped = utf8.withContiguousStorageIfAvailable { bytes in
      Self.wrapASCII(bytes, capacity: capacity, into: &lines)
    }
    if wrapped == true { return }
    lines = Lines(kept: lines.kept)
    Self.wrap(text, newline: "\n", space: " ", capacity: capacity, into: &lines)
  }

  /// Wraps ASCII `bytes`; returns false, with `lines` partly filled, at a byte that is not ASCII
  /// or is a carriage return.
  private static func wrapASCII(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int?, into lines: inout Lines)
    -> Bool
  {
    // Most texts are one line that fits: then the line is the whole text, unless wrapping would
    // drop a leading space (a wrapped line starts at its first word).
    if bytes.count <= capacity ?? .max, capacity == nil || bytes.first != 0x20 {
      var plain = true
      for byte in bytes where byte >= 0x80 || byte == 0x0D || byte == 0x0A {
        plain = false
        break
      }
      if plain {
        lines.append(bytes.count)
        return true
      }
    }
    guard let capacity else {
      var paragraph = 0
      for byte in bytes {
        if byte >= 0x80 || byte == 0x0D { return false }
        if byte == 0x0A {
          lines.append(paragraph)
          paragraph = 0
        } else {
          paragraph += 1
        }
      }
      lines.append(paragraph)
      return true
    }
    // `wrap`'s greedy breaking, over bytes and stopping once a line is cut: the lines past it
    // change nothing measured.
    var current = 0
    var word = 0
    for byte in bytes {
      if byte > 0x20 && byte < 0x80 {
        word += 1
        continue
      }
      if byte >= 0x80 || byte == 0x0D { return false }
      if byte != 0x20 && byte != 0x0A {
        word += 1
        continue
      }
      endWord(&word, &current, capacity, &lines)
      if byte == 0x0A {
        lines.append(current)
        current = 0
      }
      if lines.isCut { return true }
    }
    endWord(&word, &current, capacity, &lines)
    lines.append(current)
    return true
  }

  /// Puts a word of `word` characters on the current line of `current` characters if it fits,
  /// else on new lines, broken where longer than a line.
  private static func endWord(_ word: inout Int, _ current: inout Int, _ capacity: Int, _ lines: inout Lines)
  {
    var length = word
    word = 0
    let needed = current == 0 ? length : current + 1 + length
    if needed <= capacity {
      current = needed
      return
    }
    if current > 0 { lines.append(current) }
    while length > capacity, !lines.isCut {
      lines.append(capacity)
      length -= capacity
    }
    current = length
  }

  /// Greedy wrapping of `characters` into lines of at most `capacity` characters (nil: lines
  /// end only at newlines); words longer than a line are broken.
  private static func wrap<Characters: Sequence>(
    _ characters: Characters, newline: Characters.Element, space: Characters.Element, capacity: Int?,
    into lines: inout Lines
  ) where Characters.Element: Equatable {
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
  }
}
