/// The inline Markdown SwiftUI styles in a `LocalizedStringKey`'s literal text: `**bold**`,
/// `*italic*` or `_italic_`, `***both***`, `` `code` ``, `~~strikethrough~~` and
/// `[label](url)`, with backslash escapes. Emphasis pairs as CommonMark's delimiter rules
/// pair it; unmatched markers stay as written. Interpolated values are never parsed.
@usableFromInline enum MarkdownScanner {
  /// Keys longer than this many characters are shown as written: pairing markers can take time
  /// quadratic in their count.
  static let maximumLength = 20_000

  /// Whether `string` holds a character that could start Markdown. Literals without any, almost
  /// all of them, skip parsing.
  @usableFromInline static func mayContainMarkup(_ string: String) -> Bool {
    // Literals are contiguous UTF-8: scanning their bytes directly is several times faster
    // than walking the view (a loop over the view, inlined, measured twice as slow).
    if let found = string.utf8.withContiguousStorageIfAvailable({ containsMarker($0) }) { return found }
    var copy = string
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable { containsMarker($0) } ?? true
  }

  private static func containsMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
        UInt8(ascii: "]"), UInt8(ascii: "\\"):
        return true
      default: continue
      }
    }
    return false
  }

  /// The text a key's parts show, with Markdown in literal parts turned into styled runs.
  static func text(from segments: [LocalizedStringKey.Segment]) -> Text {
    var units: [Unit] = []
    var sources: [Text.Run] = []
    for segment in segments {
      switch segment {
      case .literal(let string):
        for character in string { units.append(Unit(character: character, isOpaque: false, source: -1)) }
      case .value(let string):
        for character in string { units.append(Unit(character: character, isOpaque: true, source: -1)) }
      case .text(let text):
        for run in text.flattenedRuns {
          for character in run.text.string {
            units.append(Unit(character: character, isOpaque: true, source: sources.count))
          }
          sources.append(run)
        }
      }
    }
    guard units.count <= maximumLength else {
      return Text(
        runs: segments.flatMap { segment in
          switch segment {
          case .literal(let string), .value(let string): [Text.Run(text: Text(verbatim: string), link: nil)]
          case .text(let text): text.flattenedRuns
          }
        })
    }
    var parser = Parser(units: units)
    var items = parser.items(0..<units.count)
    Parser.pairEmphasis(&items)
    return Text(runs: runs(of: items, sources: sources, links: parser.links))
  }

  /// One character of the key: opaque ones came from interpolations and are never markers.
  struct Unit {
    var character: Character
    var isOpaque: Bool
    /// The interpolated text run it belongs to, or -1.
    var source: Int
  }

  /// Markdown styles, combined as emphasis nests.
  struct Style: OptionSet, Hashable {
    let rawValue: UInt8
    static let bold = Style(rawValue: 1)
    static let italic = Style(rawValue: 2)
    static let code = Style(rawValue: 4)
    static let strikethrough = Style(rawValue: 8)
  }

  /// A run of `*`, `_` or `~` that may open or close emphasis.
  struct Delimiter {
    var character: Character
    var count: Int
    let original: Int
    var canOpen: Bool
    var canClose: Bool
    /// Styles of emphasis around it, should it end up as text.
    var style: Style = []
  }

  enum Item {
    case character(Character, source: Int, style: Style, link: Int)
    case delimiter(Delimiter)
  }

  struct Parser {
    let units: [Unit]
    /// The destinations of the links found, indexed by the items' `link`.
    var links: [URL] = []

    init(units: [Unit]) { self.units = units }

    private func isMarker(_ index: Int, _ character: Character) -> Bool {
      !units[index].isOpaque && units[index].character == character
    }

    /// The items of `range`: characters, with code spans, escapes and links resolved, and the
    /// delimiter runs emphasis is paired from.
    mutating func items(_ range: Range<Int>) -> [Item] {
      var items: [Item] = []
      var index = range.lowerBound
      func literal(_ unit: Unit, style: Style = []) -> Item {
        .character(unit.character, source: unit.source, style: style, link: -1)
      }
      while index < range.upperBound {
        let unit = units[index]
        if unit.isOpaque {
          items.append(literal(unit))
          index += 1
          continue
        }
        switch unit.character {
        case "\\":
          if index + 1 < range.upperBound, !units[index + 1].isOpaque,
            Self.isASCIIPunctuation(units[index + 1].character)
          {
            items.append(literal(units[index + 1]))
            index += 2
          } else {
            items.append(literal(unit))
            index += 1
          }
        case "`":
          let length = runLength(of: "`", at: index, in: range)
          if let close = closingCodeRun(length: length, after: index + length, in: range) {
            var content = Array(units[(index + length)..<close])
            // One space padding each side is not part of the code, as in CommonMark.
            if content.count >= 2, content.first?.character == " ", content.last?.character == " ",
              content.contains(where: { $0.character != " " })
            {
              content = Array(content.dropFirst().dropLast())
            }
            items += content.map { literal($0, style: .code) }
            index = close + length
          } else {
            for offset in 0..<length { items.append(literal(units[index + offset])) }
            index += length
          }
        case "[":
          if let link = link(at: index, in: range) {
            var label = self.items(link.label)
            Self.pairEmphasis(&label)
            let id = links.count
            links.append(link.url)
            items += Self.characters(of: label, link: id)
            index = link.end
          } else {
            items.append(literal(unit))
            index += 1
          }
        case "*", "_", "~":
          let length = runLength(of: unit.character, at: index, in: range)
          let before = index > range.lowerBound ? units[index - 1].character : nil
          let after = index + length < range.upperBound ? units[index + length].character : nil
          let (open, close) = Self.flanking(unit.character, before: before, after: after)
          if unit.character == "~" && length > 2 {
            for offset in 0..<length { items.append(literal(units[index + offset])) }
          } else {
            items.append(
              .delimiter(
                Delimiter(
                  character: unit.character, count: length, original: length, canOpen: open, canClose: close))
            )
          }
          index += length
        default:
          items.append(literal(unit))
          index += 1
        }
      }
      return items
    }

    private func runLength(of character: Character, at start: Int, in range: Range<Int>) -> Int {
      var end = start
      while end < range.upperBound, isMarker(end, character) { end += 1 }
      return end - start
    }

    /// Where a run of exactly `length` backticks starts, after `start`.
    private func closingCodeRun(length: Int, after start: Int, in range: Range<Int>) -> Int? {
      var index = start
      while index < range.upperBound {
        guard isMarker(index, "`") else {
          index += 1
          continue
        }
        let found = runLength(of: "`", at: index, in: range)
        if found == length { return index }
        index += found
      }
      return nil
    }

    /// A `[label](destination)` starting at `start`: the label's units, the URL and the index
    /// after the closing parenthesis.
    private func link(at start: Int, in range: Range<Int>) -> (label: Range<Int>, url: URL, end: Int)? {
      var depth = 0
      var index = start + 1
      var close: Int?
      while index < range.upperBound {
        if isMarker(index, "\\") {
          index += 2
          continue
        }
        if isMarker(index, "[") { depth += 1 }
        if isMarker(index, "]") {
          if depth == 0 {
            close = index
            break
          }
          depth -= 1
        }
        index += 1
      }
      guard let close, close + 1 < range.upperBound, isMarker(close + 1, "(") else { return nil }
      var end = close + 2
      var destination = ""
      while end < range.upperBound, !isMarker(end, ")") {
        destination.append(units[end].character)
        end += 1
      }
      guard end < range.upperBound else { return nil }
      let trimmed = destination.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.contains(" "), let url = URL(string: trimmed) else { return nil }
      return (start + 1..<close, url, end + 1)
    }

    /// Whether a delimiter run between `before` and `after` (nil: the text's edge) can open and
    /// close emphasis, by CommonMark's flanking rules.
    static func flanking(_ character: Character, before: Character?, after: Character?) -> (Bool, Bool) {
      let beforeSpace = before.map { $0.isWhitespace } ?? true
      let afterSpace = after.map { $0.isWhitespace } ?? true
      let beforePunctuation = before.map { $0.isPunctuation || $0.isSymbol } ?? false
      let afterPunctuation = after.map { $0.isPunctuation || $0.isSymbol } ?? false
      let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
      let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
      if character == "_" {
        return (left && (!right || beforePunctuation), right && (!left || afterPunctuation))
      }
      return (left, right)
    }

    static func isASCIIPunctuation(_ character: Character) -> Bool {
      character.isASCII && (character.isPunctuation || character.isSymbol)
    }

    /// Pairs openers and closers as CommonMark does, nearest first, giving the items between
    /// them the style; unpaired delimiters stay for `characters(of:)` to show as written.
    static func pairEmphasis(_ items: inout [Item]) {
      // The lowest index worth searching for an opener of each marker: below it none matched.
      var bottom: [Character: Int] = [:]
      var index = 0
      while index < items.count {
        guard case .delimiter(var closer) = items[index], closer.canClose, closer.count > 0 else {
          index += 1
          continue
        }
        var openerIndex: Int?
        var skipped = false
        var candidate = index - 1
        let floor = bottom[closer.character] ?? 0
        while candidate >= floor {
          if case .delimiter(let opener) = items[candidate], opener.character == closer.character,
            opener.canOpen, opener.count > 0
          {
            if closer.character == "~" {
              if opener.count == closer.count {
                openerIndex = candidate
                break
              }
              skipped = true
            } else if (opener.canClose || closer.canOpen) && (opener.original + closer.original) % 3 == 0
              && !(opener.original % 3 == 0 && closer.original % 3 == 0)
            {
              skipped = true
            } else {
              openerIndex = candidate
              break
            }
          }
          candidate -= 1
        }
        guard let openerIndex, case .delimiter(var opener) = items[openerIndex] else {
          if !skipped { bottom[closer.character] = index }
          if !closer.canOpen { closer.canClose = false }
          items[index] = .delimiter(closer)
          index += 1
          continue
        }
        let used = closer.character == "~" ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
        let style: Style = closer.character == "~" ? .strikethrough : (used == 2 ? .bold : .italic)
        for between in (openerIndex + 1)..<index {
          switch items[between] {
          case .character(let character, let source, let old, let link):
            items[between] = .character(character, source: source, style: old.union(style), link: link)
          case .delimiter(var inner):
            // Delimiters inside a pair can no longer pair outside it: they are text now.
            inner.canOpen = false
            inner.canClose = false
            inner.style.formUnion(style)
            items[between] = .delimiter(inner)
          }
        }
        opener.count -= used
        closer.count -= used
        items[openerIndex] = .delimiter(opener)
        items[index] = .delimiter(closer)
        if closer.count == 0 { index += 1 }
      }
    }

    /// `items` as characters only: unpaired delimiters become their characters, and every
    /// character gets `link` if one is given.
    static func characters(of items: [Item], link: Int?) -> [Item] {
      var result: [Item] = []
      result.reserveCapacity(items.count)
      for item in items {
        switch item {
        case .character(let character, let source, let style, let old):
          result.append(.character(character, source: source, style: style, link: link ?? old))
        case .delimiter(let delimiter):
          for _ in 0..<delimiter.count {
            result.append(
              .character(delimiter.character, source: -1, style: delimiter.style, link: link ?? -1))
          }
        }
      }
      return result
    }
  }

  /// The styled runs of parsed items, merging neighbours that look alike.
  static func runs(of items: [Item], sources: [Text.Run], links: [URL]) -> [Text.Run] {
    var runs: [Text.Run] = []
    var string = ""
    var current: (source: Int, style: Style, link: Int)?
    func finish() {
      guard let current, !string.isEmpty else { return }
      var run = current.source >= 0 ? sources[current.source] : Text.Run(text: Text(verbatim: ""), link: nil)
      run.text = run.text.replacingString(with: string)
      if current.style.contains(.bold) { run.text = run.text.fontWeight(.bold) }
      if current.style.contains(.italic) { run.text = run.text.italic() }
      if current.style.contains(.code) { run.text = run.text.monospaced() }
      if current.style.contains(.strikethrough) { run.text = run.text.strikethrough() }
      if current.link >= 0 {
        run.link = links[current.link]
        if !run.text.hasOwnForeground { run.text = run.text.foregroundColor(.accentColor) }
      }
      runs.append(run)
    }
    for item in Parser.characters(of: items, link: nil) {
      guard case .character(let character, let source, let style, let link) = item else { continue }
      if current == nil || current! != (source, style, link) {
        finish()
        string = ""
        current = (source, style, link)
      }
      string.append(character)
    }
    finish()
    return runs
  }
}
