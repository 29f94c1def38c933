import CX11
import Foundation
import Glibc

/// Runs the app: waits for X events, hands them out, and asks for one frame per batch.
///
/// It sleeps in `poll()` on the X connection and on the main dispatch queue, so it uses no CPU
/// while idle, wakes for input, for a requested frame deadline, or when main-actor work (a `Task`,
/// `DispatchQueue.main.async`) is scheduled from elsewhere.
@MainActor
public final class X11EventLoop {
  /// The display whose events this loop delivers.
  public let display: X11Display
  /// Whether ``run(nextFrame:onEvent:onFrame:)`` is running and has not been told to stop.
  public private(set) var isRunning = false

  /// A loop for `display`.
  public init(display: X11Display) {
    self.display = display
  }

  /// Runs until ``stop()``: each wake-up delivers every queued event to `onEvent`, then calls
  /// `onFrame` once, where the caller updates, lays out, draws and presents whatever changed.
  ///
  /// Call it from a synchronous `main` (top-level code): it then runs main-queue work, and so
  /// main-actor tasks, while it sleeps. Called from inside a task (an `async` main, a test) it
  /// cannot do that without running one main-actor job inside another, so such work waits until
  /// the loop returns.
  ///
  /// - Parameters:
  ///   - nextFrame: Asked before each sleep when the next frame is due (an animation's next tick);
  ///     nil means "only when something happens". A past deadline means "right away".
  ///   - onEvent: Called for each event, with the window it happened to.
  ///   - onFrame: Called once after each batch of events, and when a frame deadline passes.
  public func run(
    nextFrame: () -> ContinuousClock.Instant? = { nil },
    onEvent: (X11Window, X11Event) -> Void,
    onFrame: () -> Void
  ) {
    isRunning = true
    defer { isRunning = false }
    let insideTask = withUnsafeCurrentTask { $0 != nil }
    let mainQueue = insideTask ? -1 : _dispatch_get_main_queue_handle_4CF()
    while isRunning {
      processPendingEvents(onEvent)
      guard isRunning else { break }
      onFrame()
      guard isRunning else { break }
      // Drawing may have read events into Xlib's queue (any round trip does); poll would not
      // see those, so handle them before sleeping. Main-actor work waiting meanwhile runs
      // first: while events keep coming (each animation frame presented brings one) the loop
      // never sleeps, and tasks would starve.
      if XEventsQueued(display.pointer, QueuedAfterFlush) > 0 {
        if mainQueue >= 0, X11EventLoop.consumeWakeUp(mainQueue) {
          _dispatch_main_queue_callback_4CF(nil)
        }
        continue
      }
      if wait(until: nextFrame(), mainQueue: mainQueue) {
        _dispatch_main_queue_callback_4CF(nil)
      }
    }
  }

  /// Makes ``run(nextFrame:onEvent:onFrame:)`` return after the current event or frame, for
  /// example when the last window closed.
  public func stop() {
    isRunning = false
  }

  /// Delivers every event already received, without blocking; returns how many were delivered.
  @discardableResult
  public func processPendingEvents(_ onEvent: (X11Window, X11Event) -> Void) -> Int {
    var delivered = 0
    while !display.isClosed, XPending(display.pointer) > 0 {
      guard let (window, event) = display.nextTranslatedEvent() else { continue }
      delivered += 1
      onEvent(window, event)
    }
    return delivered
  }

  /// Sleeps until the X server sends something or `deadline` passes (nil: no deadline), without
  /// dispatching anything. Returns whether the server sent something (or the wait was cut short).
  @discardableResult
  public func waitForEvents(until deadline: ContinuousClock.Instant?) -> Bool {
    if XEventsQueued(display.pointer, QueuedAfterFlush) > 0 { return true }
    _ = wait(until: deadline, mainQueue: -1)
    return XEventsQueued(display.pointer, QueuedAfterFlush) > 0
  }

  /// Polls the connection (and `mainQueue` when it is a descriptor); returns whether `mainQueue`
  /// has work. Interrupted sleeps just return: the caller loops anyway.
  private func wait(until deadline: ContinuousClock.Instant?, mainQueue: Int32) -> Bool {
    var fds = [
      pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0),
    ]
    let count = nfds_t(mainQueue >= 0 ? 2 : 1)
    _ = poll(&fds, count, X11EventLoop.timeout(until: deadline))
    guard mainQueue >= 0, fds[1].revents & Int16(POLLIN) != 0 else { return false }
    return X11EventLoop.consumeWakeUp(mainQueue)
  }

  /// Whether the main queue's descriptor says work is waiting, without blocking;
  /// if so, resets it. The handle is an eventfd that stays readable until read, which
  /// libdispatch leaves to us.
  private static func consumeWakeUp(_ mainQueue: Int32) -> Bool {
    var descriptor = pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else {
      return false
    }
    var counter: UInt64 = 0
    _ = read(mainQueue, &counter, MemoryLayout<UInt64>.size)
    return true
  }

  /// Milliseconds until `deadline`, rounded up so a frame is never early; -1 (forever) for nil.
  static func timeout(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
  }
}
