import CX11
import CXTest
import Foundation

/// Clicks through XTest from its own X connection, as a user's mouse would: the server stamps the
/// resulting events with its clock, which on Xvfb is `CLOCK_MONOTONIC` in milliseconds.
final class PointerDriver {
  private let display: OpaquePointer

  init() throws {
    guard let display = XOpenDisplay(nil) else { throw BenchmarkError("cannot open the X display") }
    var event = Int32(0)
    var error = Int32(0)
    var major = Int32(0)
    var minor = Int32(0)
    guard XTestQueryExtension(display, &event, &error, &major, &minor) != 0 else {
      XCloseDisplay(display)
      throw BenchmarkError("the X server has no XTest extension")
    }
    self.display = display
  }

  deinit { XCloseDisplay(display) }

  /// Moves the pointer to `point` in root (screen) coordinates.
  func move(to point: CGPoint) {
    XTestFakeMotionEvent(display, -1, Int32(point.x.rounded()), Int32(point.y.rounded()), 0)
    XFlush(display)
  }

  /// Presses (`down`) or releases the primary button; returns `CLOCK_MONOTONIC` (ns) just before
  /// the request left.
  @discardableResult
  func button(down: Bool) -> UInt64 {
    let time = Monotonic.nanoseconds()
    XTestFakeButtonEvent(display, 1, down ? 1 : 0, 0)
    XFlush(display)
    return time
  }
}
