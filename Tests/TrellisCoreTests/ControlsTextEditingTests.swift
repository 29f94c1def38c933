import Testing

@testable import TrellisCore

struct ControlsTextEditingTests {
  @Test func wordMovesSkipSpacesAndPunctuation() {
    var editing = TextEditing("hello, big world")
    editing.moveLeft(word: true)
    #expect(editing.head == 11)
    editing.moveLeft(word: true)
    #expect(editing.head == 7)
    editing.moveLeft(word: true)
    #expect(editing.head == 0)
    editing.moveRight(word: true)
    #expect(editing.head == 5)
  }

  @Test func arrowsCollapseASelectionToItsEnd() {
    var editing = TextEditing("abcdef")
    editing.select(2..<4)
    editing.moveLeft()
    #expect(editing.selection == 2..<2)
    editing.select(2..<4)
    editing.moveRight()
    #expect(editing.selection == 4..<4)
  }

  @Test func insertDropsNewlinesAndCountsGraphemes() {
    var editing = TextEditing("")
    editing.insert("a\nb👍🏽c")
    #expect(editing.text == "ab👍🏽c")
    #expect(editing.count == 4)
    editing.deleteBackward()
    editing.deleteBackward()
    #expect(editing.text == "ab")
  }

  @Test func wordRangeAroundAPosition() {
    let editing = TextEditing("one  two")
    #expect(editing.wordRange(at: 1) == 0..<3)
    #expect(editing.wordRange(at: 4) == 3..<5)
    #expect(editing.wordRange(at: 99) == 5..<8)
    #expect(TextEditing("").wordRange(at: 0) == 0..<0)
  }

  @Test func setTextKeepsTheCaretInRange() {
    var editing = TextEditing("abcdef")
    editing.setText("ab")
    #expect(editing.selection == 2..<2)
  }
}
