/// The lines a paragraph of text wraps into, with the x offset of every caret position, so that
/// an editor can place a caret, hit-test a click and draw a selection in wrapped text.
///
/// Positions count characters (grapheme clusters) from the paragraph's start, as `String` does.
public struct TextLineLayout: Equatable, Sendable {
  /// One line of a wrapped paragraph.
  public struct Line: Equatable, Sendable {
    /// The characters on the line, trailing spaces at a wrap included.
    public var characters: Range<Int>
    /// The x offset, from the paragraph's left edge, of each caret position from
    /// `characters.lowerBound` through `characters.upperBound` (alignment included).
    public var caretOffsets: [CGFloat]
    /// The top of the line from the paragraph's top.
    public var y: CGFloat
    /// The line's height (without line spacing).
    public var height: CGFloat
    /// The distance from the line's top to its baseline.
    public var baseline: CGFloat

    /// A line.
    public init(
      characters: Range<Int>, caretOffsets: [CGFloat], y: CGFloat, height: CGFloat, baseline: CGFloat
    ) {
      self.characters = characters
      self.caretOffsets = caretOffsets
      self.y = y
      self.height = height
      self.baseline = baseline
    }

    /// The x offset of the caret at `position`, clamped to the line.
    public func caretOffset(at position: Int) -> CGFloat {
      guard !caretOffsets.isEmpty else { return 0 }
      let index = min(max(0, position - characters.lowerBound), caretOffsets.count - 1)
      return caretOffsets[index]
    }

    /// The caret position on this line nearest to `x`.
    public func position(nearestX x: CGFloat) -> Int {
      guard caretOffsets.count > 1 else { return characters.lowerBound }
      var best = 0
      var distance = CGFloat.infinity
      for (index, offset) in caretOffsets.enumerated() {
        let candidate = abs(offset - x)
        if candidate < distance {
          distance = candidate
          best = index
        }
      }
      return characters.lowerBound + best
    }
  }

  /// The lines, top to bottom; never empty.
  public var lines: [Line]
  /// The size the lines take, in whole points.
  public var size: CGSize

  /// A layout of `lines`.
  public init(lines: [Line], size: CGSize) {
    self.lines =
      lines.isEmpty
      ? [Line(characters: 0..<0, caretOffsets: [0], y: 0, height: size.height, baseline: 0)] : lines
    self.size = size
  }

  /// The index of the line the caret at `position` is drawn on: a position where a line wraps
  /// belongs to the next line.
  public func lineIndex(at position: Int) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lines[mid].characters.lowerBound <= position { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The character whose glyphs cover `point` (from the paragraph's top left), or nil when the
  /// point is beside every line or between lines: what a click on the text lands on.
  public func character(at point: CGPoint) -> Int? {
    guard point.x.isFinite, point.y.isFinite, point.y >= 0 else { return nil }
    let line = lines[lineIndex(atY: point.y)]
    guard point.y < line.y + line.height else { return nil }
    let offsets = line.caretOffsets
    for index in offsets.indices.dropLast() {
      let low = min(offsets[index], offsets[index + 1])
      let high = max(offsets[index], offsets[index + 1])
      if point.x >= low && point.x < high { return line.characters.lowerBound + index }
    }
    return nil
  }

  /// The index of the line at `y` (clamped to the first and last lines).
  public func lineIndex(atY y: CGFloat) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lines[mid].y <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }
}

/// A text measurer that can also say where lines wrap and where each caret position falls,
/// exactly as the text is drawn. Editors of multi-line text need it; measurers that lack it
/// leave those editors unwrapped.
public protocol TextLineLayoutMeasurer: TextMeasurer {
  /// The lines of `request` (one paragraph: its `lineLimit` and truncation are ignored, so
  /// every line is kept) wrapped at word boundaries to `maxWidth` (nil: unwrapped).
  func lineLayout(_ request: TextRequest, maxWidth: CGFloat?) -> TextLineLayout
}

extension TextMeasurer {
  /// The lines of `request` wrapped to `maxWidth`: the measurer's own layout when it has one,
  /// else one unwrapped line whose caret offsets are the widths of its prefixes.
  public func lineLayoutOrUnwrapped(_ request: TextRequest, maxWidth: CGFloat?) -> TextLineLayout {
    if let lines = self as? any TextLineLayoutMeasurer {
      return lines.lineLayout(request, maxWidth: maxWidth)
    }
    let characters = Array(request.string)
    var single = request
    single.lineLimit = 1
    var offsets: [CGFloat] = [0]
    offsets.reserveCapacity(characters.count + 1)
    for end in characters.indices {
      single.string = String(characters[...end])
      offsets.append(measure(single, maxWidth: nil, maxHeight: nil).size.width)
    }
    single.string = request.string.isEmpty ? " " : request.string
    let metrics = measure(single, maxWidth: nil, maxHeight: nil)
    let line = TextLineLayout.Line(
      characters: 0..<characters.count, caretOffsets: offsets, y: 0, height: metrics.size.height,
      baseline: metrics.firstBaseline)
    return TextLineLayout(lines: [line], size: CGSize(width: offsets.last ?? 0, height: metrics.size.height))
  }
}
