import Foundation
import Testing
import TrellisCore

/// `.onOpenURL` in a real app: the URLs on its command line, as a desktop entry's `Exec=app %u`
/// passes them, reach the window's views once it is open.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct OpenURLWindowTests {
  @Test func theURLsTheAppIsLaunchedWithReachOnOpenURL() throws {
    let app = try AppProcess(
      "TrellisTestApp", arguments: ["openurl", "pets://cat/3", "mailto:vet@example.org"])
    let window = app.waitForWindow { $0.root.find(id: "opened")?.text?.contains("pets") == true }
    #expect(
      window?.root.find(id: "opened")?.text == "opened: pets://cat/3 mailto:vet@example.org",
      "not delivered: \(app.printed)")
  }

  @Test func aURLNoViewTakesIsReportedOnStandardError() throws {
    let app = try AppProcess("TrellisTestApp", arguments: ["task", "pets://dog"])
    _ = try #require(app.waitForWindow(), "no window: \(app.printed)")
    #expect(app.printed.contains("no view handles pets://dog"), "printed: \(app.printed)")
  }
}
