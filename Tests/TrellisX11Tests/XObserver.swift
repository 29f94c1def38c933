import CX11
import CXTest
import Foundation
import Glibc
import Testing

@testable import TrellisX11

/// Whether an X server is available; display tests are skipped without one.
let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false
let noDisplayComment: Comment = "DISPLAY is not set: run through scripts/with-xvfb.sh"

/// A second, independent connection to the server: what another client (or the user) would see
/// and do, so tests check the real protocol effects rather than Trellis's own bookkeeping.
@MainActor
final class XObserver {
  let display: OpaquePointer

  init() throws {
    guard let display = XOpenDisplay(nil) else { throw X11Error.noDisplayName }
    self.display = display
  }

  isolated deinit {
    XCloseDisplay(display)
  }

  func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

  /// A property's raw bytes, or nil if unset.
  func property(_ window: UInt, _ name: String) -> [UInt8]? {
    typedProperty(window, name)?.bytes
  }

  /// The names of the atoms in a property of atoms (`_NET_WM_STATE`); empty if unset.
  func atomNames(_ window: UInt, _ name: String) -> [String] {
    guard let bytes = property(window, name) else { return [] }
    // Xlib hands format-32 items over as C longs.
    let atoms = bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
    return atoms.compactMap { atom in
      guard let name = XGetAtomName(display, Atom(atom)) else { return nil }
      defer { XFree(name) }
      return String(cString: name)
    }
  }

  /// The name of a property's type (such as "STRING" or "COMPOUND_TEXT"), or nil if unset.
  func propertyType(_ window: UInt, _ name: String) -> String? {
    guard let type = typedProperty(window, name)?.type, let typeName = XGetAtomName(display, type)
    else { return nil }
    defer { XFree(typeName) }
    return String(cString: typeName)
  }

  private func typedProperty(_ window: UInt, _ name: String) -> (type: Atom, bytes: [UInt8])? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, Window(window), atom(name), 0, 1024, 0, Atom(AnyPropertyType), &type, &format, &count,
      &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, type != 0 else { return nil }
    let bytesPerItem = format == 8 ? 1 : format == 16 ? MemoryLayout<Int16>.size : MemoryLayout<Int>.size
    return (type, Array(UnsafeBufferPointer(start: data, count: Int(count) * bytesPerItem)))
  }

  func stringProperty(_ window: UInt, _ name: String) -> String? {
    property(window, name).map { String(decoding: $0, as: UTF8.self) }
  }

  func size(of window: UInt) -> (width: Int, height: Int) {
    var attributes = XWindowAttributes()
    XGetWindowAttributes(display, Window(window), &attributes)
    return (Int(attributes.width), Int(attributes.height))
  }

  /// The window's pixel at (x, y) as 0xRRGGBB, read back from the server.
  func pixel(_ window: UInt, x: Int, y: Int) -> UInt32? {
    guard
      let image = XGetImage(display, Window(window), Int32(x), Int32(y), 1, 1, UInt.max, ZPixmap)
    else { return nil }
    defer { trellis_destroy_image(image) }
    guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
    return UnsafeRawPointer(data).loadUnaligned(as: UInt32.self) & 0xff_ffff
  }

  /// Raises `window` and moves the pointer to (x, y) pixels inside it; other test windows on the
  /// same server may be anywhere, so nothing assumes where the window is.
  func movePointer(into window: UInt, x: Int, y: Int) {
    XRaiseWindow(display, Window(window))
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var child: Window = 0
    let root = XDefaultRootWindow(display)
    XTranslateCoordinates(display, Window(window), root, Int32(x), Int32(y), &rootX, &rootY, &child)
    XTestFakeMotionEvent(display, -1, rootX, rootY, 0)
    XSync(display, 0)
  }

  /// Clicks at (x, y) on the root window, wherever that lands.
  func click(atRoot x: Int, _ y: Int, button: UInt32 = 1) {
    XTestFakeMotionEvent(display, -1, Int32(x), Int32(y), 0)
    XTestFakeButtonEvent(display, button, 1, 0)
    XTestFakeButtonEvent(display, button, 0, 0)
    XSync(display, 0)
  }

  func click(in window: UInt, x: Int, y: Int, button: UInt32 = 1) {
    movePointer(into: window, x: x, y: y)
    XTestFakeButtonEvent(display, button, 1, 0)
    XTestFakeButtonEvent(display, button, 0, 0)
    XSync(display, 0)
  }

  /// Presses (`down`) or releases the pointer button where the pointer is.
  func setButton(_ button: UInt32 = 1, down: Bool) {
    XTestFakeButtonEvent(display, button, down ? 1 : 0, 0)
    XSync(display, 0)
  }

  func type(keysym: Int32, shifted: Bool = false) {
    let shift = XKeysymToKeycode(display, KeySym(XK_Shift_L))
    let code = XKeysymToKeycode(display, KeySym(keysym))
    if shifted { XTestFakeKeyEvent(display, UInt32(shift), 1, 0) }
    XTestFakeKeyEvent(display, UInt32(code), 1, 0)
    XTestFakeKeyEvent(display, UInt32(code), 0, 0)
    if shifted { XTestFakeKeyEvent(display, UInt32(shift), 0, 0) }
    XSync(display, 0)
  }

  /// Presses (`down`) or releases the key of `keysym`, such as a modifier held across a click.
  func setKey(_ keysym: Int32, down: Bool) {
    let code = XKeysymToKeycode(display, KeySym(keysym))
    XTestFakeKeyEvent(display, UInt32(code), down ? 1 : 0, 0)
    XSync(display, 0)
  }

  /// Waits until `window` is mapped and viewable, so that a click lands on it rather than on
  /// what was under it; returns whether it became so in time.
  @discardableResult func waitUntilViewable(_ window: UInt, timeout: Double = 8) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var attributes = XWindowAttributes()
      if XGetWindowAttributes(display, Window(window), &attributes) != 0, attributes.map_state == IsViewable {
        return true
      }
      usleep(20_000)
    }
    return false
  }

  func focus(_ window: UInt) {
    XSetInputFocus(display, Window(window), Int32(RevertToPointerRoot), Time(CurrentTime))
    XSync(display, 0)
  }

  func resize(_ window: UInt, width: Int, height: Int) {
    XResizeWindow(display, Window(window), UInt32(width), UInt32(height))
    XSync(display, 0)
  }

  /// What a window manager sends when the user clicks the close button.
  func sendDeleteWindow(_ window: UInt) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = Window(window)
    event.xclient.message_type = atom("WM_PROTOCOLS")
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(atom("WM_DELETE_WINDOW"))
    event.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(display, Window(window), 0, NoEventMask, &event)
    XSync(display, 0)
  }
}

/// Delivers events for `window` until `done` says the collected ones suffice or `timeout` passes.
@MainActor
func collectEvents(
  _ loop: X11EventLoop, for window: X11Window, timeout: Duration = .seconds(3),
  until done: ([X11Event]) -> Bool
) -> [X11Event] {
  let deadline = ContinuousClock.now + timeout
  var events: [X11Event] = []
  while true {
    loop.processPendingEvents { target, event in
      if target === window { events.append(event) }
    }
    if done(events) || ContinuousClock.now >= deadline { return events }
    loop.waitForEvents(until: deadline)
  }
}

/// A shown window that has received its first expose, so it is viewable and can take input.
@MainActor
func openWindow(
  _ display: X11Display, title: String = "Trellis test", size: CGSize = CGSize(width: 200, height: 150)
) -> (X11Window, X11EventLoop) {
  let window = X11Window(display: display, title: title, size: size, appName: "TrellisTests")
  let loop = X11EventLoop(display: display)
  window.show()
  _ = collectEvents(loop, for: window) { $0.contains { if case .exposed = $0 { true } else { false } } }
  return (window, loop)
}

extension XObserver {
  /// What `xkill -id` or `xdotool windowclose` does.
  func destroy(_ window: UInt) {
    XDestroyWindow(display, Window(window))
    XSync(display, 0)
  }
}
