import Foundation
import Testing
import TrellisCore

/// `TabView`, `Menu`, `.contextMenu` and `TimelineView` in a real window (`TrellisTestApp tabs`),
/// driven with synthetic clicks and checked through the layout dump.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct TabsWindowTests {
  let app: AppProcess
  let observer: XObserver
  let window: UInt

  init() throws {
    app = try AppProcess("TrellisTestApp", arguments: ["tabs"])
    observer = try XObserver()
    window = try #require(observer.window(titled: "Trellis Test: tabs"), "no window: \(app.printed)")
    _ = try #require(app.waitForWindow { $0.root.find(id: "menu") != nil }, "no frame: \(app.printed)")
  }

  /// Clicks the middle of `frame` (the test server's scale is 1: points are pixels).
  func click(_ frame: CGRect, button: UInt32 = 1) {
    observer.click(in: window, x: Int(frame.midX), y: Int(frame.midY), button: button)
  }

  func frame(of id: String) throws -> CGRect {
    try #require(app.window()?.root.find(id: id)?.frame, "no view \(id)")
  }

  /// The row of the open menu that shows `text`.
  func menuItem(_ text: String) -> CGRect? {
    let dumped = app.waitForWindow { window in
      window.root.allNodes.contains { $0.type == "MenuItem" && $0.allNodes.contains { $0.text == text } }
    }
    return dumped?.root.allNodes.first { $0.type == "MenuItem" && $0.allNodes.contains { $0.text == text } }?
      .frame
  }

  func waitForLog(_ text: String) -> DumpedWindow? {
    app.waitForWindow { $0.root.find(id: "log")?.text == text }
  }

  @Test func clickingATabShowsItsContentAndTheTimelineTicks() throws {
    let clock = try #require(
      app.window()?.root.all(ofType: "TabButton").first { $0.allNodes.contains { $0.text == "Clock" } })
    #expect(app.window()?.root.find(id: "ticks") == nil)
    click(clock.frame)
    let shown = try #require(app.waitForWindow { $0.root.find(id: "ticks") != nil }, "the tab did not switch")
    #expect(shown.root.find(id: "menu") == nil)
    #expect(
      shown.root.all(ofType: "TabButton (selected)").first?.allNodes.contains { $0.text == "Clock" } == true)
    // The timeline wakes the sleeping event loop at its next quarter second, and again after.
    func ticks(_ window: DumpedWindow) -> Int? {
      window.root.find(id: "ticks")?.text.flatMap { Int($0.dropFirst("ticks: ".count)) }
    }
    let first = try #require(ticks(shown))
    let later = app.waitForWindow(timeout: 5) { (ticks($0) ?? 0) >= first + 2 }
    #expect(later != nil, "the timeline did not update: \(app.printed)")
  }

  @Test func choosingAMenuItemRunsItsAction() throws {
    click(try frame(of: "menu"))
    let rename = try #require(menuItem("Rename"), "the menu did not open")
    click(rename)
    let chosen = waitForLog("log: rename")
    #expect(chosen != nil, "the item's action did not run: \(app.printed)")
    #expect(chosen?.root.allNodes.contains { $0.type == "MenuPanel" } == false)
  }

  @Test func aSubmenuOpensOnHoverAndItsItemRuns() throws {
    click(try frame(of: "menu"))
    let more = try #require(menuItem("More"), "the menu did not open")
    observer.movePointer(into: window, x: Int(more.midX), y: Int(more.midY))
    let archive = try #require(menuItem("Archive"), "the submenu did not open")
    click(archive)
    #expect(waitForLog("log: archive") != nil, "the submenu item did not run: \(app.printed)")
  }

  @Test func aRightClickOpensTheContextMenu() throws {
    click(try frame(of: "context"), button: 3)
    let inspect = try #require(menuItem("Inspect"), "the context menu did not open")
    click(inspect)
    #expect(waitForLog("log: inspect") != nil, "the context menu item did not run: \(app.printed)")
  }
}
