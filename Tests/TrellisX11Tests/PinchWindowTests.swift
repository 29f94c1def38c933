import CX11
import Foundation
import Testing
import TrellisCore

/// `MagnifyGesture` and `RotateGesture` in a real window: the wheel with Control held, from
/// XTest, zooms the square, and with Shift too turns it.
@Suite(.serialized)
@MainActor
struct PinchWindowTests {
  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func controlWheelZoomsAndControlShiftWheelTurns() throws {
    let app = try AppProcess("TrellisTestApp", arguments: ["pinch"])
    let observer = try XObserver()
    let window = try #require(observer.window(titled: "Trellis Test: pinch"), "no window: \(app.printed)")
    let shown = try #require(app.waitForWindow { $0.root.find(id: "target") != nil }, "\(app.printed)")
    let target = try #require(shown.root.find(id: "target")).frame
    let (x, y) = (Int(target.midX), Int(target.midY))

    observer.setKey(Int32(XK_Control_L), down: true)
    observer.click(in: window, x: x, y: y, button: 4)
    observer.click(in: window, x: x, y: y, button: 4)
    observer.setKey(Int32(XK_Control_L), down: false)
    let zoomed = app.waitForWindow { $0.root.find(id: "state")?.text == "scale 1.21 turn 0" }
    #expect(zoomed != nil, "two notches did not zoom by 1.21: \(app.printed)")

    observer.setKey(Int32(XK_Control_L), down: true)
    observer.setKey(Int32(XK_Shift_L), down: true)
    observer.click(in: window, x: x, y: y, button: 5)
    observer.setKey(Int32(XK_Shift_L), down: false)
    observer.setKey(Int32(XK_Control_L), down: false)
    let turned = app.waitForWindow { $0.root.find(id: "state")?.text == "scale 1.21 turn 15" }
    #expect(turned != nil, "a notch toward the user did not turn the square clockwise: \(app.printed)")

    // The plain wheel is not a pinch.
    observer.click(in: window, x: x, y: y, button: 4)
    usleep(500_000)
    #expect(app.window()?.root.find(id: "state")?.text == "scale 1.21 turn 15")
  }
}
