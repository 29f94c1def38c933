/// The wrapped lines of a text editor's text: one `TextLineLayout` per paragraph (the text
/// between line breaks), stacked top to bottom, with the conversions between character positions
/// and points an editor needs.
///
/// Paragraph layouts are cached by their text, so an edit lays out only the paragraphs it
/// changed: typing in a long text costs one paragraph's layout and a pass over the others.
struct TextEditorLayout {
  /// One paragraph: where it starts in the text, where it sits, and its lines.
  struct Paragraph {
    /// The position of its first character in the whole text.
    var start: Int
    /// Its length in characters, without the line break that ends it.
    var length: Int
    /// Its top, from the top of the text.
    var y: CGFloat
    var lines: TextLineLayout
  }

  /// Where the text's caret sits: the top-left of a caret `height` high, from the text's origin.
  struct CaretPlace: Equatable {
    var x: CGFloat
    var y: CGFloat
    var height: CGFloat
  }

  private(set) var paragraphs: [Paragraph] = []
  /// The height of all lines, in points.
  private(set) var height: CGFloat = 0
  /// The width of the widest line.
  private(set) var width: CGFloat = 0
  /// What the current layout was made for; nil until the first one.
  private var madeFor: (version: Int, template: TextRequest, width: CGFloat?)?
  private var cache: [String: TextLineLayout] = [:]
  private var cacheFor: (template: TextRequest, width: CGFloat?)?
  /// How many paragraphs were laid out (not found in the cache), for tests of the caching.
  private(set) var paragraphLayouts = 0

  /// Lays `characters` out with `template`'s font and spacing, wrapped at `width`, unless it was
  /// already laid out for the same `version` of the text.
  mutating func update(
    _ characters: [Character], version: Int, template: TextRequest, width: CGFloat?,
    measurer: any TextMeasurer
  ) {
    if let madeFor, madeFor.version == version, madeFor.template == template, madeFor.width == width {
      return
    }
    madeFor = (version, template, width)
    if cacheFor == nil || cacheFor!.template != template || cacheFor!.width != width {
      cache.removeAll()
      cacheFor = (template, width)
    }
    var kept: [String: TextLineLayout] = [:]
    kept.reserveCapacity(paragraphs.count + 1)
    var result: [Paragraph] = []
    var y: CGFloat = 0
    var widest: CGFloat = 0
    var start = 0
    var request = template
    func addParagraph(end: Int) {
      let string = String(characters[start..<end])
      let lines: TextLineLayout
      if let cached = kept[string] ?? cache[string] {
        lines = cached
      } else {
        request.string = string
        lines = measurer.lineLayoutOrUnwrapped(request, maxWidth: width)
        paragraphLayouts += 1
      }
      kept[string] = lines
      if !result.isEmpty { y += template.lineSpacing }
      result.append(Paragraph(start: start, length: end - start, y: y, lines: lines))
      y += lines.size.height
      widest = max(widest, lines.size.width)
    }
    for index in characters.indices where characters[index].isNewline {
      addParagraph(end: index)
      start = index + 1
    }
    addParagraph(end: characters.count)
    // Only the paragraphs of the current text stay cached, so the cache never outgrows the text.
    cache = kept
    paragraphs = result
    height = y.rounded(.up)
    self.width = widest
  }

  /// The index of the paragraph holding `position`.
  func paragraphIndex(at position: Int) -> Int {
    var low = 0
    var high = paragraphs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if paragraphs[mid].start <= position { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The index of the paragraph at `y`, clamped to the first and last.
  func paragraphIndex(atY y: CGFloat) -> Int {
    var low = 0
    var high = paragraphs.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if paragraphs[mid].y <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Where the caret at `position` is drawn.
  func caret(at position: Int) -> CaretPlace {
    guard !paragraphs.isEmpty else { return CaretPlace(x: 0, y: 0, height: 0) }
    let paragraph = paragraphs[paragraphIndex(at: position)]
    let local = min(max(0, position - paragraph.start), paragraph.length)
    let line = paragraph.lines.lines[paragraph.lines.lineIndex(at: local)]
    return CaretPlace(x: line.caretOffset(at: local), y: paragraph.y + line.y, height: line.height)
  }

  /// The caret position nearest to `point` (from the text's origin).
  func position(at point: CGPoint) -> Int {
    guard !paragraphs.isEmpty else { return 0 }
    let paragraph = paragraphs[paragraphIndex(atY: point.y)]
    let lineIndex = paragraph.lines.lineIndex(atY: point.y - paragraph.y)
    return paragraph.start + position(in: paragraph, line: lineIndex, nearestX: point.x)
  }

  /// The position nearest `x` on a line of `paragraph`, kept before the place where the line
  /// wraps (which is drawn at the start of the next line).
  private func position(in paragraph: Paragraph, line index: Int, nearestX x: CGFloat) -> Int {
    let line = paragraph.lines.lines[index]
    let local = min(line.position(nearestX: x), paragraph.length)
    if index < paragraph.lines.lines.count - 1, local >= line.characters.upperBound {
      return max(line.characters.lowerBound, line.characters.upperBound - 1)
    }
    return local
  }

  /// The visual line `position` is on: its paragraph and line index.
  func lineLocation(of position: Int) -> (paragraph: Int, line: Int) {
    guard !paragraphs.isEmpty else { return (0, 0) }
    let index = paragraphIndex(at: position)
    let paragraph = paragraphs[index]
    return (index, paragraph.lines.lineIndex(at: min(max(0, position - paragraph.start), paragraph.length)))
  }

  /// The first and last caret positions of the visual line holding `position` (the last kept
  /// before a wrap, so End stays on the line).
  func lineBounds(of position: Int) -> (start: Int, end: Int) {
    guard !paragraphs.isEmpty else { return (0, 0) }
    let location = lineLocation(of: position)
    let paragraph = paragraphs[location.paragraph]
    let line = paragraph.lines.lines[location.line]
    let start = paragraph.start + line.characters.lowerBound
    var end = paragraph.start + min(line.characters.upperBound, paragraph.length)
    if location.line < paragraph.lines.lines.count - 1 { end = max(start, end - 1) }
    return (start, end)
  }

  /// The position on the visual line `delta` lines above (negative) or below `position` nearest
  /// to `x`; past the first line it is the start of the text, past the last its end.
  func position(movingLines delta: Int, from position: Int, x: CGFloat, textLength: Int) -> Int {
    guard !paragraphs.isEmpty else { return 0 }
    var location = lineLocation(of: position)
    var remaining = delta
    while remaining < 0 {
      if location.line > 0 {
        location.line -= 1
      } else if location.paragraph > 0 {
        location.paragraph -= 1
        location.line = paragraphs[location.paragraph].lines.lines.count - 1
      } else {
        return 0
      }
      remaining += 1
    }
    while remaining > 0 {
      if location.line < paragraphs[location.paragraph].lines.lines.count - 1 {
        location.line += 1
      } else if location.paragraph < paragraphs.count - 1 {
        location.paragraph += 1
        location.line = 0
      } else {
        return textLength
      }
      remaining -= 1
    }
    let paragraph = paragraphs[location.paragraph]
    return paragraph.start + self.position(in: paragraph, line: location.line, nearestX: x)
  }
}
