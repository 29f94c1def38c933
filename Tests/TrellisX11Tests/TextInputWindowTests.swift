import CX11
import CXTest
import Foundation
import Testing
import TrellisCore

/// Typing into a text field of a real window through the keyboard: capitals with Shift,
/// characters the keyboard lacks, a dead key composing an accent through the input method, and
/// Tab moving focus from field to field.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct TextInputWindowTests {
  let test: TestAppWindow
  var observer: XObserver { test.observer }

  init() throws { test = try TestAppWindow() }

  func click(_ id: String) throws { try test.click(id) }

  @discardableResult
  func waitForField(_ id: String, toShow text: String) -> String? { test.waitForField(id, toShow: text) }

  @Test func typingWithShiftGivesCapitals() throws {
    try click("name")
    observer.type("Hello, World!")
    #expect(waitForField("name", toShow: "Hello, World!") == "Hello, World!")
    let echo = test.app.waitForWindow { $0.root.find(id: "echo")?.text == "You typed: Hello, World!" }
    #expect(echo != nil, "the binding did not reach the label")
  }

  /// Types `keysym`, which no key has, on a spare key, waiting for the field `id` to show
  /// `text` before the key is unmapped again.
  func typeRemapped(_ keysym: Int32, into id: String, expecting text: String) -> String? {
    var shown: String?
    observer.withKey(for: KeySym(keysym)) { code, _ in
      XTestFakeKeyEvent(observer.display, UInt32(code), 1, 0)
      XTestFakeKeyEvent(observer.display, UInt32(code), 0, 0)
      XSync(observer.display, 0)
      shown = waitForField(id, toShow: text)
    }
    return shown
  }

  @Test func keysymsTheKeyboardLacksTypeTheirCharacters() throws {
    try click("name")
    observer.type("Caf")
    #expect(typeRemapped(Int32(XK_eacute), into: "name", expecting: "Café") == "Café")
    #expect(typeRemapped(Int32(XK_ssharp), into: "name", expecting: "Caféß") == "Caféß")
    #expect(typeRemapped(0x100_20AC, into: "name", expecting: "Caféß€") == "Caféß€")
  }

  @Test func aDeadKeyComposesAnAccent() throws {
    try click("name")
    observer.withKey(for: KeySym(XK_dead_acute)) { code, _ in
      XTestFakeKeyEvent(observer.display, UInt32(code), 1, 0)
      XTestFakeKeyEvent(observer.display, UInt32(code), 0, 0)
      XSync(observer.display, 0)
      observer.type("e")
      #expect(waitForField("name", toShow: "é") == "é")
    }
    observer.type("t")
    #expect(waitForField("name", toShow: "ét") == "ét")
  }

  @Test func backspaceAndArrowsEdit() throws {
    try click("name")
    observer.type("abcd")
    observer.press(Int32(XK_BackSpace))
    observer.press(Int32(XK_Left))
    observer.type("X")
    #expect(waitForField("name", toShow: "abXc") == "abXc")
  }

  @Test func escapeReachesTheExitCommandAroundTheField() throws {
    try click("name")
    observer.type("abc")
    #expect(waitForField("name", toShow: "abc") == "abc")
    observer.press(Int32(XK_Escape))
    #expect(waitForField("name", toShow: "") == "")
  }

  @Test func heldModifierKeysReachTheViewWatchingThem() throws {
    try click("name")
    func waitForModifiers(_ text: String) -> Bool {
      test.app.waitForWindow { $0.root.find(id: "modifiers")?.text == "Modifiers: \(text)" } != nil
    }
    observer.setKey(Int32(XK_Shift_L), down: true)
    #expect(waitForModifiers("shift"))
    observer.setKey(Int32(XK_Control_L), down: true)
    #expect(waitForModifiers("shift+control"))
    observer.setKey(Int32(XK_Shift_L), down: false)
    #expect(waitForModifiers("control"))
    observer.setKey(Int32(XK_Control_L), down: false)
    #expect(waitForModifiers("none"))
  }

  @Test func tabMovesFocusIntoTheFieldsInOrder() throws {
    observer.focus(test.window)
    observer.press(Int32(XK_Tab))
    observer.type("first")
    observer.press(Int32(XK_Tab))
    observer.type("second")
    #expect(waitForField("other", toShow: "second") == "second")
    #expect(test.app.window()?.root.find(id: "name")?.text == "first")
    // Shift-Tab goes back and selects the field's text, which typing replaces.
    observer.press(Int32(XK_Tab), holding: [Int32(XK_Shift_L)])
    observer.type("again")
    #expect(waitForField("name", toShow: "again") == "again")
  }
}
