/// How to take a text field's text back to how it was before an edit (or a run of them),
/// keeping only what changed: the characters between `prefix` from the start and `suffix` from
/// the end of the current text were `replaced`. A step of a long document holds its few changed
/// characters, not a copy of the text.
@MainActor
final class TextUndoStep {
  private var prefix: Int
  private var suffix: Int
  private var replaced: [Character]
  /// The selection before the edit.
  private let anchor: Int
  private let head: Int

  /// The step back from `after` to `before`.
  init(from before: TextEditing, to after: TextEditing) {
    let (prefix, suffix) = Self.unchangedEnds(before.characters, after.characters)
    self.prefix = prefix
    self.suffix = suffix
    replaced = Array(before.characters[prefix..<(before.count - suffix)])
    anchor = before.anchor
    head = before.head
  }

  /// Takes in a further edit of the run, from `before` (the text this step goes back from) to
  /// `after`: the step then goes back from `after` to where it went before.
  func extend(from before: TextEditing, to after: TextEditing) {
    let (editPrefix, editSuffix) = Self.unchangedEnds(before.characters, after.characters)
    let newPrefix = min(prefix, editPrefix)
    let newSuffix = min(suffix, editSuffix)
    let characters = before.characters
    // What was kept around the old middle, up to the new ends, is part of the middle now.
    replaced =
      Array(characters[newPrefix..<prefix]) + replaced
      + Array(characters[(characters.count - suffix)..<(characters.count - newSuffix)])
    prefix = newPrefix
    suffix = newSuffix
  }

  /// The text and selection this step goes back to, from `current`.
  func original(of current: TextEditing) -> TextEditing {
    let characters = current.characters
    // Never past the text, even if it changed behind the step's back.
    let start = min(prefix, characters.count)
    let end = max(start, characters.count - min(suffix, characters.count - start))
    let restored = Array(characters[..<start]) + replaced + Array(characters[end...])
    return TextEditing(characters: restored, anchor: anchor, head: head)
  }

  /// How many characters `a` and `b` share at their start, and then at their end.
  private static func unchangedEnds(_ a: [Character], _ b: [Character]) -> (Int, Int) {
    let limit = min(a.count, b.count)
    var prefix = 0
    while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    return (prefix, suffix)
  }
}
