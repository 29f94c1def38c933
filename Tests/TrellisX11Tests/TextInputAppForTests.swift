import CX11
import Foundation
import Testing
import TrellisCore

/// The `TrellisTestApp` demo in one of its modes, its window found, and a second connection to
/// drive it: what the text input, clipboard and cursor suites share.
@MainActor
final class TestAppWindow {
  let app: AppProcess
  let observer: XObserver
  let window: UInt

  init(mode: String = "textfield") throws {
    // A UTF-8 locale, as a desktop session has, so the input method composes into UTF-8.
    app = try AppProcess("TrellisTestApp", arguments: [mode], environment: ["LC_ALL": "C.UTF-8"])
    observer = try XObserver()
    window = try #require(
      observer.window(titled: "Trellis Test: \(mode)"), "the window did not appear: \(app.printed)")
    _ = try #require(app.waitForWindow { $0.root.find(id: "name") != nil }, "no frame: \(app.printed)")
  }

  /// The frame of the view with accessibility identifier `id`, in points (the test server's
  /// scale is 1, so pixels too).
  func frame(of id: String) throws -> CGRect {
    try #require(app.window()?.root.find(id: id)?.frame, "no view \(id)")
  }

  /// Clicks the middle of the view `id` with `button` (2 is the middle one).
  func click(_ id: String, button: UInt32 = 1) throws {
    let frame = try frame(of: id)
    observer.click(in: window, x: Int(frame.midX), y: Int(frame.midY), button: button)
  }

  /// Waits until the field `id` shows `text`; returns what it shows in the end.
  @discardableResult
  func waitForField(_ id: String, toShow text: String) -> String? {
    let dumped = app.waitForWindow { $0.root.find(id: id)?.text == text } ?? app.window()
    return dumped?.root.find(id: id)?.text
  }

  /// Presses Ctrl with the letter `keysym`.
  func control(_ keysym: Int32) {
    observer.press(keysym, holding: [Int32(XK_Control_L)])
  }

  /// Waits until somebody owns `selection`; returns the owner's window.
  func waitForOwner(of selection: String, timeout: Double = 5) -> UInt? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let owner = observer.selectionOwner(selection) { return owner }
      usleep(10_000)
    }
    return nil
  }

  /// The text another client gets when pasting `selection`.
  func pasted(from selection: String) -> String? {
    guard waitForOwner(of: selection) != nil, let answer = observer.readSelection(selection) else {
      return nil
    }
    return String(decoding: answer.bytes, as: UTF8.self)
  }
}
