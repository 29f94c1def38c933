import CX11
import Foundation
import Testing
import TrellisCore

/// A three-column `NavigationSplitView` in a real window, driven with XTest clicks: a mailbox
/// clicked in the sidebar fills the middle column, a message clicked there fills the detail, and
/// the sidebar button hides and shows the sidebar, and Down moves a list's selection.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct SplitWindowTests {
  let app: AppProcess
  let observer: XObserver
  let window: UInt

  init() throws {
    app = try AppProcess("TrellisTestApp", arguments: ["split"])
    observer = try XObserver()
    window = try #require(
      observer.window(titled: "Trellis Test: split"), "the window did not appear: \(app.printed)")
    _ = try #require(
      app.waitForWindow { $0.root.find(text: "Lunch on Friday?") != nil }, "no frame: \(app.printed)")
  }

  /// The frame of a column (`Sidebar`, `Content` or `Detail`) in `window`.
  func column(_ name: String, in window: DumpedWindow) -> CGRect? {
    window.root.allNodes.first { $0.type == "NavigationSplit\(name)" }?.frame
  }

  /// Clicks the middle of the text `text` (the test server's scale is 1: points are pixels).
  func click(text: String) throws {
    let frame = try #require(app.window()?.root.find(text: text)?.frame, "no text \(text)")
    observer.click(in: window, x: Int(frame.midX), y: Int(frame.midY))
  }

  @Test func theWindowShowsEveryColumnWhole() throws {
    let shown = try #require(app.window())
    let sidebar = try #require(column("Sidebar", in: shown))
    let detail = try #require(column("Detail", in: shown))
    // The demo's default size leaves room for the columns: nothing is cut off at either edge.
    #expect(sidebar.minX == 0)
    #expect(sidebar.width == 180)
    #expect(detail.maxX == shown.size[0])
    #expect(detail.width >= 240)
  }

  @Test func clickingAMailboxAndAMessageShowsTheMessageInTheDetail() throws {
    try click(text: "Sent")
    let sent = app.waitForWindow {
      $0.root.find(text: "Re: Tickets") != nil && $0.root.find(text: "Lunch on Friday?") == nil
    }
    #expect(sent != nil, "the middle column did not show the Sent mailbox: \(app.printed)")
    try click(text: "Re: Tickets")
    let opened = try #require(
      app.waitForWindow { $0.root.find(text: "Two for Saturday, please.") != nil },
      "the detail did not show the message")
    let body = try #require(opened.root.find(text: "Two for Saturday, please.")?.frame)
    let detail = try #require(column("Detail", in: opened))
    #expect(detail.contains(body))
    #expect(opened.root.find(text: "No Message Selected") == nil)
    // The message's subject is the detail's title, in its bar, and the sidebar stays as it was.
    #expect(opened.root.allNodes.contains { $0.text == "Re: Tickets" && detail.contains($0.frame) })
    #expect(opened.root.find(text: "Inbox") != nil)
  }

  @Test func theSidebarButtonHidesAndShowsTheSidebar() throws {
    let toggle = try #require(app.window()?.root.find(id: "split-sidebar-toggle")?.frame)
    observer.click(in: window, x: Int(toggle.midX), y: Int(toggle.midY))
    let hidden = app.waitForWindow { window in
      window.root.find(text: "Sent") == nil && self.column("Content", in: window)?.minX == 0
    }
    #expect(hidden != nil, "the sidebar did not go")
    observer.click(in: window, x: Int(toggle.midX), y: Int(toggle.midY))
    let shown = app.waitForWindow { window in
      window.root.find(text: "Sent") != nil && self.column("Sidebar", in: window)?.minX == 0
    }
    #expect(shown != nil, "the sidebar did not come back")
  }

  @Test func theDownArrowMovesTheMessageSelection() throws {
    try click(text: "Lunch on Friday?")
    #expect(app.waitForWindow { $0.root.find(text: "Shall we try the new place?") != nil } != nil)
    // The click focused the list: Down selects the next message, as in a macOS list.
    observer.press(Int32(XK_Down))
    let moved = app.waitForWindow { $0.root.find(text: "The figures are attached.") != nil }
    #expect(moved != nil, "Down did not move the selection: \(app.printed)")
  }
}
