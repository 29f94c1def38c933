import CX11
import CXFixes
import CXTest
import Foundation
import Glibc

/// The cursor the server shows, read back with XFixes: its size, hot spot and ARGB pixels.
struct CursorImageForTests: Equatable {
  let width: Int
  let height: Int
  let hotSpot: [Int]
  let pixels: [UInt]
}

extension XObserver {
  /// The image of the cursor the server currently shows at the pointer.
  func cursorImage() -> CursorImageForTests? {
    guard let image = XFixesGetCursorImage(display) else { return nil }
    defer { XFree(image) }
    let cursor = image.pointee
    let count = Int(cursor.width) * Int(cursor.height)
    return CursorImageForTests(
      width: Int(cursor.width), height: Int(cursor.height), hotSpot: [Int(cursor.xhot), Int(cursor.yhot)],
      pixels: cursor.pixels.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
  }

  /// What the cursor font's `glyph` looks like on this server, shown on a window of our own
  /// under the pointer: the reference an app's cursor is compared with.
  func referenceCursorImage(glyph: UInt32) -> CursorImageForTests? {
    let root = XDefaultRootWindow(display)
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    attributes.cursor = XCreateFontCursor(display, glyph)
    defer { XFreeCursor(display, attributes.cursor) }
    let window = XCreateWindow(
      display, root, 0, 0, 40, 40, 0, 0, UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWCursor),
      &attributes)
    defer {
      XDestroyWindow(display, window)
      XSync(display, 0)
    }
    XMapRaised(display, window)
    XSync(display, 0)
    XTestFakeMotionEvent(display, -1, 20, 20, 0)
    XSync(display, 0)
    return waitForCursor { $0.width > 0 }
  }

  /// Polls the cursor until `condition` holds or `timeout` seconds pass; returns the last one.
  func waitForCursor(
    timeout: Double = 5, _ condition: (CursorImageForTests) -> Bool
  ) -> CursorImageForTests? {
    let deadline = Date().addingTimeInterval(timeout)
    var last = cursorImage()
    while Date() < deadline {
      if let last, condition(last) { return last }
      usleep(20_000)
      last = cursorImage()
    }
    return last
  }
}
