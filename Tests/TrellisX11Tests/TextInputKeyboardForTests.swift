import CX11
import CXTest
import Foundation
import Glibc

/// Typing through XTest as a keyboard would: each character's key, with Shift when the character
/// is on the key's second level, and keysyms the keyboard lacks put on a spare key for a moment.
extension XObserver {
  /// Presses and releases the key of `keysym` while holding `modifiers` (keysyms such as
  /// `XK_Control_L`), mapping it onto a spare key first if no key has it.
  func press(_ keysym: Int32, holding modifiers: [Int32] = []) {
    withKey(for: KeySym(keysym)) { code, level in
      var held = modifiers.map { XKeysymToKeycode(display, KeySym($0)) }
      if level == 1 { held.append(XKeysymToKeycode(display, KeySym(XK_Shift_L))) }
      for modifier in held { XTestFakeKeyEvent(display, UInt32(modifier), 1, 0) }
      XTestFakeKeyEvent(display, UInt32(code), 1, 0)
      XTestFakeKeyEvent(display, UInt32(code), 0, 0)
      for modifier in held.reversed() { XTestFakeKeyEvent(display, UInt32(modifier), 0, 0) }
      XSync(display, 0)
    }
  }

  /// Types `text` key by key; Latin-1 characters are their own keysyms, the rest of Unicode
  /// 0x1000000 + their code point.
  func type(_ text: String) {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let keysym = value < 0x100 ? Int32(value) : Int32(0x100_0000 + value)
      press(keysym)
    }
  }

  /// Runs `body` with the key code and shift level (0 or 1) that type `keysym`; a keysym no key
  /// has goes on a key without symbols for the duration, as `xdotool` does. Wait inside `body`
  /// for the app to have handled such a key.
  func withKey(for keysym: KeySym, _ body: (_ code: KeyCode, _ level: Int) -> Void) {
    let code = XKeysymToKeycode(display, keysym)
    if code != 0 {
      body(code, XkbKeycodeToKeysym(display, code, 0, 0) == keysym ? 0 : 1)
      return
    }
    guard let spare = spareKeycode() else { return }
    var symbols = [keysym, keysym]
    XChangeKeyboardMapping(display, Int32(spare), 2, &symbols, 1)
    XSync(display, 0)
    // Clients refresh their keymaps when the MappingNotify arrives; give the app a moment.
    usleep(150_000)
    body(spare, 0)
    // Xlib applies a keymap change as soon as it reads it, even before the app handles the keys
    // queued ahead of it: restoring too early would turn them back into nothing.
    usleep(300_000)
    var none = [KeySym(NoSymbol), KeySym(NoSymbol)]
    XChangeKeyboardMapping(display, Int32(spare), 2, &none, 1)
    XSync(display, 0)
  }

  /// The highest key code that has no symbols.
  private func spareKeycode() -> KeyCode? {
    var minimum: Int32 = 0
    var maximum: Int32 = 0
    XDisplayKeycodes(display, &minimum, &maximum)
    for code in stride(from: maximum, through: minimum, by: -1)
    where XkbKeycodeToKeysym(display, KeyCode(code), 0, 0) == KeySym(NoSymbol) {
      return KeyCode(code)
    }
    return nil
  }
}
