import CX11
import Foundation
import Testing

/// The clipboard of a real Trellis window, seen from another X client: Ctrl+C puts a text
/// field's selection on CLIPBOARD, Ctrl+V pastes what another client owns, selecting text takes
/// PRIMARY, and the middle button pastes PRIMARY where it clicks.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct ClipboardWindowTests {
  let test: TestAppWindow

  init() throws { test = try TestAppWindow() }

  @Test func controlCCopiesTheSelectionForOtherClients() throws {
    try test.click("name")
    test.observer.type("Copy me, please")
    test.control(Int32(XK_a))
    test.control(Int32(XK_c))
    #expect(test.pasted(from: "CLIPBOARD") == "Copy me, please")
  }

  @Test func controlXCutsTheSelection() throws {
    try test.click("name")
    test.observer.type("cut this")
    test.control(Int32(XK_a))
    test.control(Int32(XK_x))
    #expect(test.waitForField("name", toShow: "") == "")
    #expect(test.pasted(from: "CLIPBOARD") == "cut this")
  }

  @Test func controlVPastesWhatAnotherClientCopied() throws {
    let owner = try ClipboardOwnerForTests(text: "Pasted ✓ from elsewhere")
    defer { owner.stop() }
    try test.click("name")
    test.observer.type("[")
    test.control(Int32(XK_v))
    test.observer.type("]")
    #expect(test.waitForField("name", toShow: "[Pasted ✓ from elsewhere]") == "[Pasted ✓ from elsewhere]")
    #expect(owner.answeredRequests == 1)
  }

  @Test func copyThenPasteWithinTheAppNeedsNoOtherClient() throws {
    try test.click("name")
    test.observer.type("twice")
    test.control(Int32(XK_a))
    test.control(Int32(XK_c))
    test.observer.press(Int32(XK_Tab))
    test.control(Int32(XK_v))
    #expect(test.waitForField("other", toShow: "twice") == "twice")
  }

  @Test func selectingTextTakesThePrimarySelection() throws {
    try test.click("name")
    test.observer.type("alpha beta")
    for _ in 0..<4 { test.observer.press(Int32(XK_Left), holding: [Int32(XK_Shift_L)]) }
    #expect(test.pasted(from: "PRIMARY") == "beta")
    // The clipboard is untouched by selecting.
    #expect(test.observer.selectionOwner("CLIPBOARD") == nil)
  }

  @Test func theMiddleButtonPastesThePrimarySelection() throws {
    let owner = try ClipboardOwnerForTests("PRIMARY", text: "middle-click text")
    defer { owner.stop() }
    try test.click("other", button: 2)
    #expect(test.waitForField("other", toShow: "middle-click text") == "middle-click text")
    #expect(test.app.window()?.root.find(id: "name")?.text == "")
  }

  @Test func theRightButtonDoesNotPaste() throws {
    let owner = try ClipboardOwnerForTests("PRIMARY", text: "not this")
    defer { owner.stop() }
    try test.click("other", button: 3)
    // A typed key shows the window handled everything before it.
    try test.click("other")
    test.observer.type("typed")
    #expect(test.waitForField("other", toShow: "typed") == "typed")
    #expect(owner.answeredRequests == 0)
  }
}
