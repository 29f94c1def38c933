import CX11
import Foundation
import Testing
import TrellisCore

/// `@Environment(\.scenePhase)` in a real window: the focus moving to another client's window
/// makes it inactive, unmapping it makes it background, and mapping and focusing it again bring
/// it back, each seen by `onChange`; a hidden window presents no frames.
@Suite(.serialized)
@MainActor
struct ScenePhaseWindowTests {
  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func focusAndMappingDriveTheScenePhase() throws {
    let app = try AppProcess(
      "TrellisTestApp", arguments: ["scenephase"], environment: ["TRELLIS_FRAME_TIMING": "1"])
    let observer = try XObserver()
    let window = try #require(
      observer.window(titled: "Trellis Test: scenephase"), "no window: \(app.printed)")
    #expect(phase(app) == "Phase: active")

    observer.focus(window)
    let other = observer.createWindow()
    observer.focus(other)
    #expect(waitForPhase(app, "inactive") == "Changes: inactive", "\(app.printed)")

    observer.unmap(window)
    #expect(waitForPhase(app, "background") == "Changes: inactive background")
    // The spinner asks for a frame every 1/60 s, but a hidden window presents none.
    let framesWhileHidden = frameCount(app)
    usleep(500_000)
    #expect(frameCount(app) == framesWhileHidden, "\(app.printed.suffix(400))")

    observer.map(window)
    #expect(waitForPhase(app, "inactive") == "Changes: inactive background inactive")
    #expect(waitForFrames(app, moreThan: framesWhileHidden + 5), "a shown spinner animates again")

    observer.focus(window)
    #expect(waitForPhase(app, "active") == "Changes: inactive background inactive active")
  }

  /// How many frames the app has presented (`TRELLIS_FRAME_TIMING` prints a line for each).
  private func frameCount(_ app: AppProcess) -> Int {
    app.printed.split(separator: "\n").filter { $0.hasPrefix("trellis-frame ") }.count
  }

  private func waitForFrames(_ app: AppProcess, moreThan count: Int) -> Bool {
    for _ in 0..<400 {
      if frameCount(app) > count { return true }
      usleep(20_000)
    }
    return false
  }

  private func phase(_ app: AppProcess) -> String? {
    app.waitForWindow { $0.root.find(id: "phase") != nil }?.root.find(id: "phase")?.text
  }

  /// The changes label once the phase label shows `phase`.
  private func waitForPhase(_ app: AppProcess, _ phase: String) -> String? {
    app.waitForWindow { $0.root.find(id: "phase")?.text == "Phase: \(phase)" }?.root.find(id: "changes")?.text
  }
}

extension XObserver {
  /// A small window of the observer's own, mapped, to take the focus away from the app.
  func createWindow() -> UInt {
    let root = XDefaultRootWindow(display)
    let window = XCreateSimpleWindow(display, root, 0, 0, 40, 40, 0, 0, 0)
    XMapWindow(display, window)
    XSync(display, 0)
    // Focus can only go to a viewable window; wait for the map to take effect.
    var attributes = XWindowAttributes()
    for _ in 0..<100 {
      XGetWindowAttributes(display, window, &attributes)
      if attributes.map_state == IsViewable { break }
      usleep(10_000)
    }
    return UInt(window)
  }

  func unmap(_ window: UInt) {
    XUnmapWindow(display, Window(window))
    XSync(display, 0)
  }

  func map(_ window: UInt) {
    XMapWindow(display, Window(window))
    XSync(display, 0)
  }
}
