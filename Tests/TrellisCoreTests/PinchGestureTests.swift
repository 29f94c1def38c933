import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `MagnifyGesture` and `RotateGesture`, driven as on a Linux desktop by the wheel with Control
/// (and Shift, to twist) held: 40 points of wheel per notch.
@MainActor
struct PinchGestureTests {
  struct Zoomer: View {
    @State private var scale: CGFloat = 1
    @State private var turn = Angle.zero
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist = Angle.zero
    @State private var log: [String] = []

    var body: some View {
      VStack(spacing: 0) {
        Color.blue.frame(width: 100, height: 100)
          .accessibilityIdentifier("map")
          .gesture(
            MagnifyGesture()
              .updating($pinch) { value, state, _ in state = value.magnification }
              .onEnded { value in
                scale *= value.magnification
                log.append("zoom at \(value.startAnchor.x),\(value.startAnchor.y)")
              }
              .simultaneously(
                with: RotateGesture()
                  .updating($twist) { value, state, _ in state = value.rotation }
                  .onEnded { value in turn = .degrees(turn.degrees + value.rotation.degrees) }))
        Text("scale \(String(format: "%.3f", scale * pinch))")
        Text("turn \(Int((turn + twist).degrees.rounded()))")
        Text("log \(log.joined(separator: ";"))")
      }
    }
  }

  private func host() -> TestHost<Zoomer> {
    TestHost(Zoomer(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
  }

  private func wheel(_ host: TestHost<Zoomer>, notches: CGFloat, modifiers: KeyEvent.Modifiers) {
    let map = host.frame(of: "map")!
    host.scroll(
      at: CGPoint(x: map.midX, y: map.midY), by: CGSize(width: 0, height: -40 * notches), modifiers: modifiers
    )
  }

  @Test func controlWheelPinchesUntilItRestsThenEnds() {
    let host = host()
    wheel(host, notches: 1, modifiers: .control)
    #expect(host.find(text: "scale 1.100") != nil)
    host.advanceClock(by: 0.1)
    wheel(host, notches: 1, modifiers: .control)
    #expect(host.find(text: "scale 1.210") != nil, "one pinch, scaled twice")
    host.advanceClock(by: 0.29)
    #expect(host.find(text: "log ") != nil, "not over yet")
    host.advanceClock(by: 0.02)
    #expect(host.find(text: "log zoom at 0.5,0.5") != nil)
    #expect(host.find(text: "scale 1.210") != nil, "the gesture state is back to 1, the scale kept")
    // A new pinch starts from 1 again: a notch toward the user zooms out by a tenth.
    wheel(host, notches: -1, modifiers: .control)
    #expect(host.find(text: "scale 1.100") != nil)
  }

  @Test func controlShiftWheelTwists() {
    let host = host()
    wheel(host, notches: 2, modifiers: [.control, .shift])
    #expect(host.find(text: "turn -30") != nil)
    #expect(host.find(text: "scale 1.000") != nil, "a twist does not zoom")
    host.advanceClock(by: 0.5)
    #expect(host.find(text: "turn -30") != nil)
    wheel(host, notches: -1, modifiers: [.control, .shift])
    #expect(host.find(text: "turn -15") != nil)
  }

  @Test func thePlainWheelDoesNotPinch() {
    let host = host()
    wheel(host, notches: 3, modifiers: [])
    #expect(host.find(text: "scale 1.000") != nil)
    host.advanceClock(by: 1)
    #expect(host.find(text: "log ") != nil)
  }

  @Test func theOlderGesturesReportTheirValueAlone() {
    struct Old: View {
      @State private var last = "none"
      var body: some View {
        VStack {
          Color.red.frame(width: 50, height: 50).accessibilityIdentifier("target")
            .gesture(MagnificationGesture().onEnded { last = String(format: "%.2f", $0) })
          Text("last \(last)")
        }
      }
    }
    let host = TestHost(Old(), size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    let target = host.frame(of: "target")!
    host.scroll(
      at: CGPoint(x: target.midX, y: target.midY), by: CGSize(width: 0, height: -80), modifiers: .control)
    host.advanceClock(by: 0.5)
    #expect(host.find(text: "last 1.21") != nil)
  }
}
