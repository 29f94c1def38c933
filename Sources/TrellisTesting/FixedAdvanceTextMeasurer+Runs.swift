import TrellisCore

extension FixedAdvanceTextMeasurer {
  /// The metrics of a text of several runs: each character as wide as its run's font size and
  /// letter spacing make it, each line as high as the largest run's font makes a line.
  func measure(_ request: TextRequest, runs: [TextRun], maxWidth: CGFloat?, maxHeight: CGFloat?)
    -> TextMetrics
  {
    var advances: [(character: Character, advance: CGFloat)] = []
    var largest: CGFloat = 0
    var utf8 = request.string.utf8[...]
    for run in runs {
      let bytes = utf8.prefix(run.length)
      utf8 = utf8.dropFirst(run.length)
      guard !bytes.isEmpty else { continue }
      let scale = run.font.size / 14
      largest = max(largest, scale)
      let advance = max(0.01, characterWidth * scale + run.letterSpacing)
      for character in String(decoding: bytes, as: UTF8.self) { advances.append((character, advance)) }
    }
    if largest == 0 { largest = request.font.size / 14 }
    let line = lineHeight * largest + request.lineSpacing
    var limit = request.lineLimit ?? Int.max
    if let maxHeight {
      limit = min(limit, max(1, Int(((maxHeight + request.lineSpacing) / line).rounded(.down))))
    }
    let kept = max(1, limit)
    let lines = Self.wrap(advances, width: maxWidth, stoppingAfter: kept)
    let keptLines = lines.prefix(kept)
    func capped(_ width: CGFloat) -> CGFloat {
      guard let maxWidth, width > maxWidth else { return width }
      return max(advances.first?.advance ?? 0, maxWidth)
    }
    var widest = capped(keptLines.max() ?? 0)
    if lines.count > kept, let last = keptLines.last {
      let ellipsis = max(0.01, characterWidth * request.font.size / 14 + request.letterSpacing)
      widest = max(widest, capped(last + ellipsis))
    }
    let count = CGFloat(max(1, keptLines.count))
    return TextMetrics(
      size: CGSize(width: widest.rounded(.up), height: (count * line - request.lineSpacing).rounded(.up)),
      firstBaseline: baseline * largest, lastBaseline: (count - 1) * line + baseline * largest)
  }

  /// Greedy wrapping at spaces by width, breaking words wider than a line; the widths of the
  /// lines, up to one past `kept`.
  static func wrap(
    _ characters: [(character: Character, advance: CGFloat)], width: CGFloat?, stoppingAfter kept: Int
  )
    -> [CGFloat]
  {
    let tolerance: CGFloat = 0.001
    var lines: [CGFloat] = []
    var current: CGFloat = 0
    var word: [CGFloat] = []
    var space: CGFloat = 0
    func endWord() {
      let wordWidth = word.reduce(0, +)
      defer { word.removeAll(keepingCapacity: true) }
      guard let width else {
        current += space + wordWidth
        return
      }
      let needed = current == 0 ? wordWidth : current + space + wordWidth
      if needed <= width + tolerance {
        current = needed
        return
      }
      if current > 0 { lines.append(current) }
      current = 0
      for advance in word {
        if current > 0, current + advance > width + tolerance {
          lines.append(current)
          current = 0
        }
        current += advance
      }
    }
    for (character, advance) in characters {
      if lines.count > kept { break }
      if character == "\n" {
        endWord()
        lines.append(current)
        current = 0
        space = 0
      } else if character == " " {
        endWord()
        space = advance
        // Without a width, every space counts where it is.
        if width == nil {
          current += space
          space = 0
        }
      } else {
        word.append(advance)
      }
    }
    endWord()
    lines.append(current)
    return lines
  }
}

extension FixedAdvanceTextMeasurer {
  /// The lines of a text of several runs, broken as `measure(_:runs:maxWidth:maxHeight:)`
  /// breaks them, each character as wide as its run makes it.
  func lineLayout(_ request: TextRequest, runs: [TextRun], maxWidth: CGFloat?) -> TextLineLayout {
    var characters: [Character] = []
    var advances: [CGFloat] = []
    var largest: CGFloat = 0
    var utf8 = request.string.utf8[...]
    for run in runs {
      let bytes = utf8.prefix(run.length)
      utf8 = utf8.dropFirst(run.length)
      guard !bytes.isEmpty else { continue }
      let scale = run.font.size / 14
      largest = max(largest, scale)
      let advance = max(0.01, characterWidth * scale + run.letterSpacing)
      for character in String(decoding: bytes, as: UTF8.self) {
        characters.append(character)
        advances.append(advance)
      }
    }
    if largest == 0 { largest = request.font.size / 14 }
    let lineStep = lineHeight * largest + request.lineSpacing
    let width = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
    var ranges: [Range<Int>] = []
    var paragraphStart = 0
    for (index, character) in characters.enumerated() where character == "\n" {
      Self.wrap(characters, advances, paragraphStart..<index, width: width, into: &ranges)
      paragraphStart = index + 1
    }
    Self.wrap(characters, advances, paragraphStart..<characters.count, width: width, into: &ranges)
    var lines: [TextLineLayout.Line] = []
    var widest: CGFloat = 0
    for (number, range) in ranges.enumerated() {
      // Trailing spaces (and the newline) hang past the line's end, as they do in Pango.
      var visibleEnd = range.upperBound
      while visibleEnd > range.lowerBound,
        characters[visibleEnd - 1] == " " || characters[visibleEnd - 1] == "\n"
      {
        visibleEnd -= 1
      }
      let visibleWidth = advances[range.lowerBound..<visibleEnd].reduce(0, +)
      widest = max(widest, visibleWidth)
      var x: CGFloat = 0
      if let width, visibleWidth < width {
        switch request.alignment {
        case .leading: x = 0
        case .center: x = (width - visibleWidth) / 2
        case .trailing: x = width - visibleWidth
        }
      }
      var offsets = [x]
      for index in range {
        x += advances[index]
        offsets.append(x)
      }
      lines.append(
        TextLineLayout.Line(
          characters: range, caretOffsets: offsets, y: CGFloat(number) * lineStep,
          height: lineHeight * largest,
          baseline: baseline * largest))
    }
    let height = (CGFloat(lines.count) * lineStep - request.lineSpacing).rounded(.up)
    return TextLineLayout(lines: lines, size: CGSize(width: widest.rounded(.up), height: max(0, height)))
  }

  /// Appends the lines of the paragraph `range`, broken as `wrap(_:width:stoppingAfter:)`
  /// breaks them: a word that does not fit starts a new line (the space before it stays on the
  /// old one), and a word wider than a line is cut where it overflows.
  private static func wrap(
    _ characters: [Character], _ advances: [CGFloat], _ range: Range<Int>, width: CGFloat?,
    into lines: inout [Range<Int>]
  ) {
    // The newline that ends the paragraph belongs to its last line.
    let end = range.upperBound < characters.count ? range.upperBound + 1 : range.upperBound
    guard let width else {
      lines.append(range.lowerBound..<end)
      return
    }
    let tolerance: CGFloat = 0.001
    var lineStart = range.lowerBound
    var current: CGFloat = 0
    var space: CGFloat = 0
    var index = range.lowerBound
    while true {
      let wordStart = index
      var wordWidth: CGFloat = 0
      while index < range.upperBound, characters[index] != " " {
        wordWidth += advances[index]
        index += 1
      }
      let needed = current == 0 ? wordWidth : current + space + wordWidth
      if needed <= width + tolerance {
        current = needed
      } else {
        if current > 0 {
          lines.append(lineStart..<wordStart)
          lineStart = wordStart
        }
        current = 0
        for cut in wordStart..<index {
          if current > 0, current + advances[cut] > width + tolerance {
            lines.append(lineStart..<cut)
            lineStart = cut
            current = 0
          }
          current += advances[cut]
        }
      }
      guard index < range.upperBound else { break }
      space = advances[index]
      index += 1
    }
    lines.append(lineStart..<end)
  }
}
