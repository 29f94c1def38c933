public import TrellisCore

extension FixedAdvanceTextMeasurer: TextLineLayoutMeasurer {
  /// The lines of `request`, broken as `measure` breaks them: greedily at spaces, with words
  /// longer than a line cut. Every character is one advance wide, so caret offsets are multiples
  /// of it (plus the line's alignment offset).
  public func lineLayout(_ request: TextRequest, maxWidth: CGFloat?) -> TextLineLayout {
    if let runs = request.runs { return lineLayout(request, runs: runs, maxWidth: maxWidth) }
    let scale = request.font.size.isFinite && request.font.size > 0 ? request.font.size / 14 : 1
    let advance = max(0.01, characterWidth * scale + request.letterSpacing)
    let lineStep = lineHeight * scale + request.lineSpacing
    let width = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
    let capacity = width.map { max(1, Int(($0 / advance).rounded(.down))) }
    let characters = Array(request.string)
    var ranges: [Range<Int>] = []
    var paragraphStart = 0
    for (index, character) in characters.enumerated() where character == "\n" {
      Self.wrap(characters, paragraphStart..<index, capacity: capacity, into: &ranges)
      paragraphStart = index + 1
    }
    Self.wrap(characters, paragraphStart..<characters.count, capacity: capacity, into: &ranges)
    var lines: [TextLineLayout.Line] = []
    lines.reserveCapacity(ranges.count)
    var widest: CGFloat = 0
    for (number, range) in ranges.enumerated() {
      // Trailing spaces (and the newline) hang past the line's end, as they do in Pango.
      var visibleEnd = range.upperBound
      while visibleEnd > range.lowerBound,
        characters[visibleEnd - 1] == " " || characters[visibleEnd - 1] == "\n"
      {
        visibleEnd -= 1
      }
      let visibleWidth = CGFloat(visibleEnd - range.lowerBound) * advance
      widest = max(widest, visibleWidth)
      var start: CGFloat = 0
      if let width, visibleWidth < width {
        switch request.alignment {
        case .leading: start = 0
        case .center: start = (width - visibleWidth) / 2
        case .trailing: start = width - visibleWidth
        }
      }
      let offsets = (0...range.count).map { start + CGFloat($0) * advance }
      lines.append(
        TextLineLayout.Line(
          characters: range, caretOffsets: offsets, y: CGFloat(number) * lineStep, height: lineHeight * scale,
          baseline: baseline * scale))
    }
    let height = (CGFloat(lines.count) * lineStep - request.lineSpacing).rounded(.up)
    return TextLineLayout(lines: lines, size: CGSize(width: widest.rounded(.up), height: max(0, height)))
  }

  /// Appends the lines of the paragraph `range` of `characters`, broken like `measure`'s
  /// wrapping: a word that does not fit starts a new line (the space before it stays on the
  /// old one), and a word longer than a line is cut every `capacity` characters.
  private static func wrap(
    _ characters: [Character], _ range: Range<Int>, capacity: Int?, into lines: inout [Range<Int>]
  ) {
    guard let capacity else {
      lines.append(
        range.lowerBound..<(range.upperBound < characters.count ? range.upperBound + 1 : range.upperBound))
      return
    }
    var lineStart = range.lowerBound
    var current = 0
    var index = range.lowerBound
    while true {
      let wordStart = index
      while index < range.upperBound, characters[index] != " " { index += 1 }
      var length = index - wordStart
      let needed = current == 0 ? length : current + 1 + length
      if needed <= capacity {
        current = needed
      } else {
        if current > 0 {
          lines.append(lineStart..<wordStart)
          lineStart = wordStart
        }
        while length > capacity {
          lines.append(lineStart..<(lineStart + capacity))
          lineStart += capacity
          length -= capacity
        }
        current = length
      }
      guard index < range.upperBound else { break }
      index += 1
    }
    // The newline that ends the paragraph belongs to its last line.
    let end = range.upperBound < characters.count ? range.upperBound + 1 : range.upperBound
    lines.append(lineStart..<end)
  }
}
