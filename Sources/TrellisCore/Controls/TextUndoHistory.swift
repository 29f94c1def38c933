/// The edits of a text field or editor that Control-Z undoes and Shift-Control-Z (or
/// Control-Y) redoes: snapshots of the text and selection before each edit. A run of typed
/// characters, or of deletions, is undone as one, as in desktop toolkits; moving the caret
/// ends the run.
struct TextUndoHistory {
  /// What an edit was, for grouping runs of them.
  enum Kind {
    case typing, deleting, other
  }

  private var undoStack: [TextEditing] = []
  private var redoStack: [TextEditing] = []
  /// The kind of the last edit recorded, while further edits of the same kind join it.
  private var openRun: Kind?
  /// How many edits are kept; older ones are forgotten.
  private static let limit = 200

  var canUndo: Bool { !undoStack.isEmpty }
  var canRedo: Bool { !redoStack.isEmpty }

  /// Records that an edit of `kind` changed the text from `before`.
  mutating func record(_ before: TextEditing, kind: Kind) {
    if kind == .other || kind != openRun {
      undoStack.append(before)
      if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
    }
    openRun = kind == .other ? nil : kind
    redoStack.removeAll()
  }

  /// Ends the run of typing or deleting: the next edit is undone on its own.
  mutating func endRun() { openRun = nil }

  /// The text and selection before the last edit, with `current` kept for redoing; nil when
  /// there is nothing to undo.
  mutating func undo(from current: TextEditing) -> TextEditing? {
    guard let previous = undoStack.popLast() else { return nil }
    redoStack.append(current)
    openRun = nil
    return previous
  }

  /// The text and selection the last undo went back from, with `current` kept for undoing;
  /// nil when there is nothing to redo.
  mutating func redo(from current: TextEditing) -> TextEditing? {
    guard let next = redoStack.popLast() else { return nil }
    undoStack.append(current)
    openRun = nil
    return next
  }

  /// Forgets every edit: the text was replaced from outside (through its binding).
  mutating func removeAll() {
    undoStack.removeAll()
    redoStack.removeAll()
    openRun = nil
  }
}
