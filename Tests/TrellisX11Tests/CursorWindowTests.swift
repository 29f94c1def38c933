import CX11
import CXTest
import Foundation
import Testing

/// The pointer's shape over a real Trellis window, read back from the server: an I-beam over a
/// text field and over a selectable label, the arrow over a plain label, a hand over a view
/// marked `.pointerStyle(.link)`.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct CursorWindowTests {
  /// Glyphs of X11/cursorfont.h.
  static let arrow: UInt32 = 68
  static let iBeam: UInt32 = 152
  static let hand: UInt32 = 60

  @Test func theCursorFollowsTheViewUnderThePointer() throws {
    let test = try TestAppWindow()
    let observer = test.observer
    let iBeam = try #require(observer.referenceCursorImage(glyph: Self.iBeam))
    let arrow = try #require(observer.referenceCursorImage(glyph: Self.arrow))
    let hand = try #require(observer.referenceCursorImage(glyph: Self.hand))
    #expect(iBeam != arrow && hand != arrow && hand != iBeam, "the references must differ")

    func hover(_ id: String) throws {
      let frame = try test.frame(of: id)
      observer.movePointer(into: test.window, x: Int(frame.minX) + 5, y: Int(frame.midY))
    }
    try hover("name")
    #expect(observer.waitForCursor { $0 == iBeam } == iBeam, "no I-beam over the text field")
    try hover("echo")
    #expect(observer.waitForCursor { $0 == arrow } == arrow, "no arrow over the label")
    try hover("link")
    #expect(observer.waitForCursor { $0 == hand } == hand, "no hand over the link")
    try hover("other")
    #expect(observer.waitForCursor { $0 == iBeam } == iBeam, "no I-beam over the second field")
    try hover("echo")
    #expect(observer.waitForCursor { $0 == arrow } == arrow)
    try hover("serial")
    #expect(observer.waitForCursor { $0 == iBeam } == iBeam, "no I-beam over the selectable label")
  }

  @Test func draggingASelectionOutOfTheFieldKeepsTheIBeam() throws {
    let test = try TestAppWindow()
    let observer = test.observer
    let iBeam = try #require(observer.referenceCursorImage(glyph: Self.iBeam))
    let arrow = try #require(observer.referenceCursorImage(glyph: Self.arrow))
    let field = try test.frame(of: "name")
    let label = try test.frame(of: "echo")
    observer.movePointer(into: test.window, x: Int(field.minX) + 5, y: Int(field.midY))
    #expect(observer.waitForCursor { $0 == iBeam } == iBeam)
    XTestFakeButtonEvent(observer.display, 1, 1, 0)
    observer.movePointer(into: test.window, x: Int(label.minX) + 5, y: Int(label.midY))
    // Give the app time to see the move before asking what it shows.
    _ = test.app.waitForWindow(timeout: 0.3) { _ in false }
    #expect(observer.cursorImage() == iBeam, "the I-beam should stay while the button is held")
    XTestFakeButtonEvent(observer.display, 1, 0, 0)
    XSync(observer.display, 0)
    #expect(observer.waitForCursor { $0 == arrow } == arrow, "releasing over the label shows the arrow")
  }
}
