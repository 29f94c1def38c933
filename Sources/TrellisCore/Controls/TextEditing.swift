/// The text of a field and its selection, with the edits and caret moves a field's keys make.
/// Positions count characters (grapheme clusters) from the start.
struct TextEditing: Equatable {
  private(set) var characters: [Character]
  /// Where a selection started; equal to `head` when nothing is selected.
  private(set) var anchor: Int
  /// Where the caret is: the moving end of the selection.
  private(set) var head: Int

  init(_ text: String = "") {
    characters = Array(text)
    anchor = characters.count
    head = characters.count
  }

  /// `characters` with the selection from `anchor` to `head`, each kept within the text.
  init(characters: [Character], anchor: Int, head: Int) {
    self.characters = characters
    self.anchor = min(max(0, anchor), characters.count)
    self.head = min(max(0, head), characters.count)
  }

  var text: String { String(characters) }
  var count: Int { characters.count }

  /// The selected range (empty at the caret when nothing is selected).
  var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
  var hasSelection: Bool { anchor != head }
  var selectedText: String { String(characters[selection]) }

  /// Replaces the text, keeping the caret and selection where they still fit.
  mutating func setText(_ text: String) {
    characters = Array(text)
    anchor = min(anchor, characters.count)
    head = min(head, characters.count)
  }

  /// Puts the caret at `position`, extending the selection from its anchor when `extending`.
  mutating func moveCaret(to position: Int, extending: Bool = false) {
    head = min(max(0, position), characters.count)
    if !extending { anchor = head }
  }

  /// Selects `range`.
  mutating func select(_ range: Range<Int>) {
    anchor = min(max(0, range.lowerBound), characters.count)
    head = min(max(0, range.upperBound), characters.count)
  }

  mutating func selectAll() { select(0..<characters.count) }

  /// Replaces the selection with `string` and puts the caret after it. Line breaks are dropped
  /// (a field's text is one line) unless `keepingNewlines`, which makes each of them a `\n`.
  mutating func insert(_ string: String, keepingNewlines: Bool = false) {
    let range = selection
    let inserted =
      keepingNewlines
      ? string.map { $0.isNewline ? "\n" : $0 } : Array(string.filter { !$0.isNewline })
    characters.replaceSubrange(range, with: inserted)
    head = range.lowerBound + inserted.count
    anchor = head
  }

  /// Deletes the selection, or the character (or word) before the caret.
  mutating func deleteBackward(word: Bool = false) {
    if !hasSelection {
      anchor = word ? wordStart(before: head) : max(0, head - 1)
    }
    insert("")
  }

  /// Deletes the selection, or the character (or word) after the caret.
  mutating func deleteForward(word: Bool = false) {
    if !hasSelection {
      anchor = word ? wordEnd(after: head) : min(characters.count, head + 1)
    }
    insert("")
  }

  /// Moves the caret one character (or word) left or right; without `extending`, a selection
  /// collapses to its end in that direction instead.
  mutating func moveLeft(word: Bool = false, extending: Bool = false) {
    if hasSelection && !extending && !word {
      moveCaret(to: selection.lowerBound)
      return
    }
    moveCaret(to: word ? wordStart(before: head) : head - 1, extending: extending)
  }

  mutating func moveRight(word: Bool = false, extending: Bool = false) {
    if hasSelection && !extending && !word {
      moveCaret(to: selection.upperBound)
      return
    }
    moveCaret(to: word ? wordEnd(after: head) : head + 1, extending: extending)
  }

  /// The start of the word at or before `position`.
  func wordStart(before position: Int) -> Int {
    var index = min(position, characters.count)
    while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  /// The end of the word at or after `position`.
  func wordEnd(after position: Int) -> Int {
    var index = max(0, position)
    while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  /// The word (or run of other characters) around `position`, as double-clicking selects it.
  func wordRange(at position: Int) -> Range<Int> {
    guard !characters.isEmpty else { return 0..<0 }
    let probe = min(max(0, position), characters.count - 1)
    let kind = isWordCharacter(characters[probe])
    var start = probe
    var end = probe + 1
    while start > 0, isWordCharacter(characters[start - 1]) == kind { start -= 1 }
    while end < characters.count, isWordCharacter(characters[end]) == kind { end += 1 }
    return start..<end
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
