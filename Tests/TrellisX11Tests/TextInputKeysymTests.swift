import Testing
import TrellisCore
import TrellisX11

@testable import Trellis

/// How the window host turns X key events into the graph's keys: Control+letter types no text,
/// yet must reach shortcuts such as Ctrl+C as the letter.
@MainActor
struct TextInputKeysymTests {
  private func key(_ keysym: UInt32, text: String = "", modifiers: KeyModifiers = []) -> TrellisCore.KeyEvent
  {
    WindowHost.keyEvent(
      TrellisX11.KeyEvent(
        keysym: keysym, keycode: 38, text: text, modifiers: modifiers, isRepeat: false, time: 0))
  }

  @Test func controlLetterBecomesTheLetterWithControl() {
    let event = key(0x63, modifiers: [.control])
    #expect(event.key == .character("c"))
    #expect(event.text == "")
    #expect(event.modifiers == [.control])
  }

  @Test func typedTextWinsOverTheKeysym() {
    #expect(key(0xE9, text: "é").key == .character("é"))
    #expect(key(0x41, text: "A", modifiers: [.shift]).key == .character("A"))
  }

  @Test func unicodeKeysymsWithoutTextMapToTheirCharacter() {
    #expect(key(0x100_20AC, modifiers: [.control]).key == .character("€"))
  }

  @Test func keysThatAreNotCharactersStayOther() {
    #expect(key(0xFFBE).key == .other(0xFFBE))  // F1
    #expect(key(0xFE51).key == .other(0xFE51))  // a dead key
    #expect(key(0x110_FFFF + 1).key == .other(0x111_0000))
  }

  @Test func namedKeysKeepTheirNames() {
    #expect(key(0xFF09).key == .tab)
    #expect(key(0xFF0D).key == .returnKey)
    #expect(key(0x20, text: " ").key == .space)
  }
}
