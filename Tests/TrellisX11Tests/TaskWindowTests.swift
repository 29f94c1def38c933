import Foundation
import Testing
import TrellisCore

/// `.task` in a real window: the main-actor task runs from the window's event loop, which sleeps
/// on the main dispatch queue as well as on the X connection.
@Suite(.serialized)
@MainActor
struct TaskWindowTests {
  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func aTaskChangesStateAfterItsSleep() throws {
    let app = try AppProcess("TrellisTestApp", arguments: ["task"])
    let observer = try XObserver()
    _ = try #require(observer.window(titled: "Trellis Test: task"), "no window: \(app.printed)")
    let loaded = app.waitForWindow { $0.root.find(id: "status")?.text == "loaded" }
    #expect(loaded != nil, "the task did not change the label: \(app.printed)")
  }
}
