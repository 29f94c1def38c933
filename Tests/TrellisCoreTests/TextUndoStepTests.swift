import Testing

@testable import TrellisCore

/// A text undo step keeps only what changed, and goes back exactly across any run of edits.
@MainActor
struct TextUndoStepTests {
  /// `text` with the caret at `caret`.
  func editing(_ text: String, caret: Int) -> TextEditing {
    var editing = TextEditing(text)
    editing.moveCaret(to: caret)
    return editing
  }

  @Test func oneEditGoesBackToTheTextAndSelection() {
    var before = TextEditing("Hello world")
    before.select(6..<11)
    var after = before
    after.insert("there")
    let step = TextUndoStep(from: before, to: after)
    let original = step.original(of: after)
    #expect(original.text == "Hello world")
    #expect(original.selection == 6..<11)
  }

  @Test func aRunOfEditsAnywhereGoesBackInOneStep() {
    // A fixed pseudo-random sequence of inserts and deletions at scattered places.
    var generator = SeededGenerator(seed: 7)
    let start = editing(String(repeating: "abcdefghij", count: 20), caret: 0)
    var current = start
    var step: TextUndoStep?
    for _ in 0..<200 {
      let before = current
      let position = Int(generator.next() % UInt64(current.count + 1))
      current.moveCaret(to: position)
      if generator.next() % 3 == 0 {
        current.deleteBackward()
      } else {
        current.insert(String("XYZé🙂".randomElement(using: &generator)!))
      }
      if let step {
        step.extend(from: before, to: current)
      } else {
        step = TextUndoStep(from: before, to: current)
      }
      #expect(step?.original(of: current).text == start.text)
    }
  }

  @Test func aStepWhoseTextChangedBehindItsBackStaysInTheText() {
    let step = TextUndoStep(from: editing("abcdef", caret: 6), to: editing("abcdefgh", caret: 8))
    let original = step.original(of: editing("x", caret: 1))
    #expect(original.count <= 7)
    #expect(original.head <= original.count)
  }
}
