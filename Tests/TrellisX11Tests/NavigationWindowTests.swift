import CX11
import Foundation
import Testing
import TrellisCore

/// A navigation stack in a real window, driven with XTest clicks and keys: a link pushes its
/// view, the bar's back button and `dismiss` pop it, a pushed view keeps its state until popped.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct NavigationWindowTests {
  let app: AppProcess
  let observer: XObserver
  let window: UInt

  init() throws {
    app = try AppProcess("TrellisTestApp", arguments: ["navigation"])
    observer = try XObserver()
    window = try #require(
      observer.window(titled: "Trellis Test: navigation"), "the window did not appear: \(app.printed)")
    _ = try #require(app.waitForWindow { $0.root.find(id: "link-apples") != nil }, "no frame: \(app.printed)")
  }

  /// Clicks the middle of the view `id` (the test server's scale is 1: points are pixels).
  func click(_ id: String) throws {
    let frame = try #require(app.window()?.root.find(id: id)?.frame, "no view \(id)")
    observer.click(in: window, x: Int(frame.midX), y: Int(frame.midY))
  }

  /// Waits until the view `id` shows `text`; returns what it shows in the end.
  func waitFor(_ id: String, toShow text: String) -> String? {
    let dumped = app.waitForWindow { $0.root.find(id: id)?.text == text } ?? app.window()
    return dumped?.root.find(id: id)?.text
  }

  @Test func aLinkPushesItsViewAndTheBackButtonPopsIt() throws {
    try click("link-pears")
    #expect(waitFor("detail", toShow: "Pears: 0") == "Pears: 0")
    let pushed = try #require(app.window())
    // The bar shows the pushed view's title and a back button naming the root.
    #expect(pushed.root.find(text: "Pears")?.type == "Text")
    #expect(pushed.root.find(id: "navigation-back")?.allNodes.contains { $0.text == "Fruits" } == true)
    #expect(pushed.root.find(id: "link-apples") == nil)
    try click("navigation-back")
    let popped = app.waitForWindow {
      $0.root.find(id: "link-apples") != nil && $0.root.find(id: "detail") == nil
    }
    #expect(popped != nil, "the back button did not pop: \(app.printed)")
    #expect(popped?.root.find(text: "Fruits")?.type == "Text")
  }

  @Test func aPushedViewKeepsItsStateUntilDismissed() throws {
    try click("link-apples")
    #expect(waitFor("detail", toShow: "Apples: 0") == "Apples: 0")
    try click("add")
    try click("add")
    #expect(waitFor("detail", toShow: "Apples: 2") == "Apples: 2")
    try click("done")
    #expect(app.waitForWindow { $0.root.find(id: "link-apples") != nil } != nil, "dismiss did not pop")
    // Pushed again, the view starts over.
    try click("link-apples")
    #expect(waitFor("detail", toShow: "Apples: 0") == "Apples: 0")
  }

  @Test func theKeyboardPushesAndPops() throws {
    observer.focus(window)
    // Tab to the first link, Space pushes; Tab to the back button, Return pops.
    observer.press(Int32(XK_Tab))
    observer.press(Int32(XK_space))
    #expect(waitFor("detail", toShow: "Apples: 0") == "Apples: 0")
    observer.press(Int32(XK_Tab))
    observer.press(Int32(XK_Return))
    #expect(app.waitForWindow { $0.root.find(id: "link-apples") != nil } != nil, "Return did not pop")
  }
}
