import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// What a long press reported, in order.
@MainActor
private final class PressLog {
  var events: [String] = []
}

/// `LongPressGesture` and `.onLongPressGesture`: they succeed on the graph's clock while the
/// pointer is held, fail when it wanders or is released early, and take the pointer from a
/// button under it once they succeed.
@MainActor
struct LongPressGestureTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  /// The pad's center; the pad is 100 × 100, centered in 400 × 300.
  private let center = CGPoint(x: 200, y: 150)

  fileprivate struct Pad: View {
    let log: PressLog
    var minimumDuration = 0.5
    var maximumDistance: CGFloat = 10

    var body: some View {
      Color.gray.frame(width: 100, height: 100)
        .onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance) {
          log.events.append("action")
        } onPressingChanged: { pressing in
          log.events.append("pressing \(pressing)")
        }
        .accessibilityIdentifier("pad")
    }
  }

  @Test func firesOnceTheTimeHasPassedWhileThePointerIsStillDown() {
    let log = PressLog()
    let host = host(Pad(log: log))
    #expect(host.frame(of: "pad") == CGRect(x: 150, y: 100, width: 100, height: 100))
    host.pressPointer(at: center)
    #expect(log.events == ["pressing true"])
    // The pending press asks for one wake-up at its deadline, and no frames until then.
    #expect(host.graph.nextWakeUp == host.time + 0.5)
    #expect(!host.graph.isAnimating)
    host.advanceClock(by: 0.4)
    #expect(log.events == ["pressing true"])
    host.advanceClock(by: 0.2)
    #expect(log.events == ["pressing true", "pressing false", "action"])
    #expect(host.graph.nextWakeUp == nil)
    host.advanceClock(by: 1)
    host.releasePointer(at: center)
    #expect(log.events == ["pressing true", "pressing false", "action"])
  }

  /// A window sleeps in whole milliseconds, so its wake-ups come up to a millisecond before the
  /// time asked for; the long press must still take it as its deadline.
  @Test func aWakeUpAMomentBeforeTheDeadlineStillCompletesThePress() {
    let log = PressLog()
    let host = host(Pad(log: log))
    host.pressPointer(at: center)
    host.advanceClock(by: 0.4995)
    #expect(log.events == ["pressing true", "pressing false", "action"])
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func aPressReleasedEarlyDoesNothing() {
    let log = PressLog()
    let host = host(Pad(log: log))
    host.pressPointer(at: center)
    host.advanceClock(by: 0.3)
    host.releasePointer(at: center)
    host.advanceClock(by: 1)
    #expect(log.events == ["pressing true", "pressing false"])
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func aPointerMovedPastTheMaximumDistanceFails() {
    let log = PressLog()
    let host = host(Pad(log: log, maximumDistance: 10))
    host.pressPointer(at: center)
    host.hover(at: CGPoint(x: 206, y: 156))  // 8.5 points away: still a press
    host.advanceClock(by: 0.2)
    #expect(log.events == ["pressing true"])
    host.hover(at: CGPoint(x: 212, y: 150))  // 12 points away
    #expect(log.events == ["pressing true", "pressing false"])
    host.advanceClock(by: 1)
    host.releasePointer(at: CGPoint(x: 212, y: 150))
    #expect(log.events == ["pressing true", "pressing false"])
  }

  @Test func aZeroDurationSucceedsAtThePress() {
    let log = PressLog()
    let host = host(Pad(log: log, minimumDuration: 0))
    host.pressPointer(at: center)
    #expect(log.events == ["pressing true", "pressing false", "action"])
    #expect(host.graph.nextWakeUp == nil)
    host.releasePointer(at: center)
    #expect(log.events == ["pressing true", "pressing false", "action"])
  }

  fileprivate struct DetectingCircle: View {
    @GestureState private var isDetecting = false
    @State private var completed = false

    var body: some View {
      VStack(spacing: 0) {
        Circle()
          .frame(width: 100, height: 100)
          .gesture(
            LongPressGesture(minimumDuration: 1)
              .updating($isDetecting) { pressing, state, _ in state = pressing }
              .onEnded { finished in completed = finished }
          )
          .accessibilityIdentifier("circle")
        Text(isDetecting ? "detecting" : completed ? "completed" : "idle")
      }
    }
  }

  @Test func updatesGestureStateWhilePressedAndEndsWithTrue() {
    let host = host(DetectingCircle())
    #expect(host.frame(of: "circle") == CGRect(x: 150, y: 90, width: 100, height: 100))
    #expect(host.find(text: "idle") != nil)
    host.pressPointer(at: center)
    #expect(host.find(text: "detecting") != nil)
    host.advanceClock(by: 0.99)
    #expect(host.find(text: "detecting") != nil)
    host.advanceClock(by: 0.02)
    // The gesture state is back to its initial value when the gesture ends, as in SwiftUI.
    #expect(host.find(text: "completed") != nil)
    host.releasePointer(at: center)
    #expect(host.find(text: "completed") != nil)
  }

  fileprivate struct HoldableButton: View {
    let log: PressLog

    var body: some View {
      Button("Tap") { log.events.append("button") }
        .onLongPressGesture { log.events.append("long press") }
        .accessibilityIdentifier("button")
    }
  }

  @Test func aSucceededLongPressKeepsTheButtonUnderItFromFiring() throws {
    let log = PressLog()
    let host = host(HoldableButton(log: log))
    let frame = try #require(host.frame(of: "button"))
    let point = CGPoint(x: frame.midX, y: frame.midY)
    host.tap(at: point)
    #expect(log.events == ["button"])
    host.pressPointer(at: point)
    host.advanceClock(by: 0.6)
    host.releasePointer(at: point)
    #expect(log.events == ["button", "long press"])
    // Released before its time, the long press fails and the button fires as for a click.
    host.pressPointer(at: point)
    host.advanceClock(by: 0.3)
    host.releasePointer(at: point)
    #expect(log.events == ["button", "long press", "button"])
  }

  @Test func absurdArgumentsAreClamped() {
    let press = LongPressGesture(minimumDuration: .nan, maximumDistance: -.infinity)
    #expect(press.minimumDuration == 0.5)
    #expect(press.maximumDistance == 0)
    #expect(LongPressGesture(minimumDuration: -2).minimumDuration == 0)
  }
}
