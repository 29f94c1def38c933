public import Foundation

/// Something that happened to one ``X11Window``, already translated out of Xlib's terms.
///
/// Positions are in points (device pixels divided by ``X11Display/scale``); only ``exposed(_:)``
/// is in pixels because it names part of the back buffer to present again.
public enum X11Event: Equatable, Sendable {
  /// Part of the window lost its contents. The back buffer still holds the last frame, so
  /// presenting the rectangle again repairs it unless the content changed meanwhile.
  case exposed(PixelRect)
  /// The window's size changed to this many points; ``X11Window/pixelSize`` already has the new
  /// size and the back buffer is recreated at the next ``X11Window/surface`` access, blank, so
  /// redraw everything. A burst of resizes is reported once, with the last size.
  case resized(CGSize)
  /// A mouse button went down.
  case buttonPressed(MouseButton, PointerEvent)
  /// A mouse button came up.
  case buttonReleased(MouseButton, PointerEvent)
  /// A wheel click: positive `dy` scrolls toward the end of the content (the wheel rolled toward
  /// the user), positive `dx` toward the right. One wheel notch is 1.
  case scrolled(dx: CGFloat, dy: CGFloat, PointerEvent)
  /// The pointer moved; a run of queued moves is reported once, at the latest position.
  case pointerMoved(PointerEvent)
  /// The pointer came into the window.
  case pointerEntered(PointerEvent)
  /// The pointer left the window.
  case pointerExited(PointerEvent)
  /// A key went down (or repeats while held: see ``KeyEvent/isRepeat``).
  case keyPressed(KeyEvent)
  /// A key came up.
  case keyReleased(KeyEvent)
  /// The window got the keyboard focus.
  case focusGained
  /// The window lost the keyboard focus.
  case focusLost
  /// The window was mapped: shown at first, or again after being minimized.
  case mapped
  /// The window was unmapped: minimized, or hidden by its client or another one.
  case unmapped
  /// The user asked to close the window (its close button or the window manager's shortcut). The
  /// window stays open until ``X11Window/close()``, unless another client destroyed it outright,
  /// in which case it is already closed (``X11Window/isClosed``).
  case closeRequested
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
  /// The primary button (X button 1).
  case left
  /// The wheel button (X button 2).
  case middle
  /// The secondary button (X button 3).
  case right
  /// Any other button, by its X number, such as 8 and 9 for back and forward.
  case other(Int)
}

/// The mouse buttons held down.
public struct MouseButtons: OptionSet, Hashable, Sendable {
  /// One bit per button.
  public let rawValue: UInt8
  /// Buttons from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The primary button.
  public static let left = MouseButtons(rawValue: 1 << 0)
  /// The wheel button.
  public static let middle = MouseButtons(rawValue: 1 << 1)
  /// The secondary button.
  public static let right = MouseButtons(rawValue: 1 << 2)
}

/// The modifier keys held down.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// One bit per modifier.
  public let rawValue: UInt8
  /// Modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Either Shift key.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Either Control key.
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Alt (X's Mod1).
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  /// The Super, Windows or logo key (X's Mod4).
  public static let superKey = KeyModifiers(rawValue: 1 << 3)
  /// Caps Lock is on.
  public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}

/// Where and when a pointer event happened.
public struct PointerEvent: Equatable, Sendable {
  /// Position in points from the window's top left corner.
  public var location: CGPoint
  /// The buttons held just before this event (X reports the state before a press or release).
  public var buttons: MouseButtons
  /// The modifier keys held.
  public var modifiers: KeyModifiers
  /// The X server's timestamp in milliseconds; it wraps after about 49 days.
  public var time: UInt32

  /// A pointer event at `location` (points).
  public init(location: CGPoint, buttons: MouseButtons, modifiers: KeyModifiers, time: UInt32) {
    self.location = location
    self.buttons = buttons
    self.modifiers = modifiers
    self.time = time
  }
}

/// A key going down or up.
public struct KeyEvent: Equatable, Sendable {
  /// The X keysym after the keyboard layout and Shift, such as `0x61` for `a` or ``Keysym/return``.
  public var keysym: UInt32
  /// The hardware key code, stable across layouts.
  public var keycode: UInt32
  /// The text the key types, through the input method so compose sequences work; empty for
  /// releases, for keys that type nothing and for control characters (Return, Tab, Backspace,
  /// Control+letter): use ``keysym`` for those.
  public var text: String
  /// The modifier keys held.
  public var modifiers: KeyModifiers
  /// Whether this press is the keyboard's auto-repeat of a key that is still down.
  public var isRepeat: Bool
  /// The X server's timestamp in milliseconds.
  public var time: UInt32

  /// A key event.
  public init(
    keysym: UInt32, keycode: UInt32, text: String, modifiers: KeyModifiers, isRepeat: Bool,
    time: UInt32
  ) {
    self.keysym = keysym
    self.keycode = keycode
    self.text = text
    self.modifiers = modifiers
    self.isRepeat = isRepeat
    self.time = time
  }
}

/// X keysyms for keys that type no text, for matching ``KeyEvent/keysym``.
public enum Keysym {
  /// Backspace.
  public static let backspace: UInt32 = 0xff08
  /// Tab.
  public static let tab: UInt32 = 0xff09
  /// Shift+Tab on most layouts.
  public static let leftTab: UInt32 = 0xfe20
  /// Return (Enter on the main keyboard).
  public static let `return`: UInt32 = 0xff0d
  /// Enter on the keypad.
  public static let keypadEnter: UInt32 = 0xff8d
  /// Escape.
  public static let escape: UInt32 = 0xff1b
  /// Delete (forward delete).
  public static let delete: UInt32 = 0xffff
  /// Home.
  public static let home: UInt32 = 0xff50
  /// Left arrow.
  public static let left: UInt32 = 0xff51
  /// Up arrow.
  public static let up: UInt32 = 0xff52
  /// Right arrow.
  public static let right: UInt32 = 0xff53
  /// Down arrow.
  public static let down: UInt32 = 0xff54
  /// Page Up.
  public static let pageUp: UInt32 = 0xff55
  /// Page Down.
  public static let pageDown: UInt32 = 0xff56
  /// End.
  public static let end: UInt32 = 0xff57
  /// Space.
  public static let space: UInt32 = 0x20
}
