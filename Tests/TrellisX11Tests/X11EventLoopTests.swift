import Foundation
import Testing

@testable import TrellisX11

@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct X11EventLoopTests {
  @Test func framesFollowTheDeadlineAndStopEndsTheLoop() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (first, loop) = openWindow(display)
    let second = X11Window(display: display, title: "second", size: CGSize(width: 80, height: 60))
    // Frames that the deadline brought: the loop also draws after events (the windows' first
    // Expose and configure events may come in several batches), which count for nothing here.
    var frames = 0
    var eventSinceFrame = false
    var delivered: [(X11Window, X11Event)] = []
    let start = ContinuousClock.now
    loop.run(
      // After five animation frames, ask for none (a far deadline only guards against a hang).
      nextFrame: { frames < 5 ? .now + .milliseconds(10) : .now + .seconds(3) },
      onEvent: { window, event in
        delivered.append((window, event))
        eventSinceFrame = true
        if event == .closeRequested { loop.stop() }
      },
      onFrame: {
        guard !eventSinceFrame else {
          eventSinceFrame = false
          return
        }
        frames += 1
        if frames == 5 { observer.sendDeleteWindow(second.id) }
      })
    #expect(frames == 5)
    #expect(start.duration(to: .now) >= .milliseconds(40))
    #expect(start.duration(to: .now) < .seconds(2))
    #expect(!loop.isRunning)
    let closes = delivered.filter { $0.1 == .closeRequested }
    #expect(closes.count == 1 && closes.first?.0 === second)
    #expect(display.windows.count == 2)
    _ = first
  }

  @Test func windowDestroyedByAnotherClientReadsAsClosed() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.destroy(window.id)
    let events = collectEvents(loop, for: window) { $0.contains(.closeRequested) }
    #expect(events.contains(.closeRequested))
    #expect(window.isClosed)
    #expect(display.windows.isEmpty)
    window.close()  // harmless, and no X error for the window that is already gone
  }
}
