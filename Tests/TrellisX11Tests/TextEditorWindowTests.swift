import CX11
import Foundation
import Testing
import TrellisCore

/// Typing several lines into a `TextEditor` of a real window with synthetic key events: Return
/// breaks lines, Backspace joins them, Ctrl+Home goes to the start, and Tab leaves the editor.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct TextEditorWindowTests {
  let test: TestAppWindow
  var observer: XObserver { test.observer }

  init() throws { test = try TestAppWindow(mode: "texteditor") }

  @Test func typingSeveralLines() throws {
    try test.click("notes")
    observer.type("first line")
    observer.press(Int32(XK_Return))
    observer.type("second")
    observer.press(Int32(XK_Return))
    observer.press(Int32(XK_Return))
    observer.press(Int32(XK_BackSpace))
    observer.type("Third!")
    #expect(test.waitForField("notes", toShow: "first line\nsecond\nThird!") == "first line\nsecond\nThird!")
    let lines = test.app.waitForWindow { $0.root.find(id: "lines")?.text == "Lines: 3" }
    #expect(lines != nil, "the binding did not reach the label")
    observer.press(Int32(XK_Home), holding: [Int32(XK_Control_L)])
    observer.type(">")
    #expect(
      test.waitForField("notes", toShow: ">first line\nsecond\nThird!") == ">first line\nsecond\nThird!")
  }

  @Test func upMovesToThePreviousLineAndTabLeaves() throws {
    try test.click("notes")
    observer.type("ab")
    observer.press(Int32(XK_Return))
    observer.type("cd")
    observer.press(Int32(XK_Up))
    observer.press(Int32(XK_Home))
    observer.type("X")
    #expect(test.waitForField("notes", toShow: "Xab\ncd") == "Xab\ncd")
    // Tab goes to the next control (the field before wraps around), not into the text.
    observer.press(Int32(XK_Tab))
    observer.type("T")
    #expect(test.waitForField("name", toShow: "T") == "T")
    #expect(test.waitForField("notes", toShow: "Xab\ncd") == "Xab\ncd")
  }
}
