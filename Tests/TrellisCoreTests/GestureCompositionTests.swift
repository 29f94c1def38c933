import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// What the gestures under test reported, in order.
@MainActor
private final class GestureLog {
  var events: [String] = []
}

/// `sequenced(before:)`, `exclusively(before:)`, `simultaneously(with:)`, `map` and
/// `AnyGesture`: driven with presses, moves and the graph's clock on a 100 × 100 pad centred
/// in a 400 × 300 host.
@MainActor
struct GestureCompositionTests {
  private let center = CGPoint(x: 200, y: 150)

  private func host<G: Gesture>(_ gesture: G) -> TestHost<some View> {
    let host = TestHost(
      Color.gray.frame(width: 100, height: 100).gesture(gesture).accessibilityIdentifier("pad"),
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.frame(of: "pad") == CGRect(x: 150, y: 100, width: 100, height: 100))
    return host
  }

  private func describe<First: Gesture>(_ value: SequenceGesture<First, DragGesture>.Value) -> String
  where First.Value == Bool {
    switch value {
    case .first(let pressing): "first \(pressing)"
    case .second(let pressing, let drag?):
      "second \(pressing) \(drag.translation.width),\(drag.translation.height)"
    case .second(let pressing, nil): "second \(pressing) nil"
    }
  }

  @Test func aLongPressThenADragReportsBothPhases() {
    let log = GestureLog()
    let gesture = LongPressGesture(minimumDuration: 0.5)
      .onEnded { _ in log.events.append("press ended") }
      .sequenced(before: DragGesture(minimumDistance: 0))
    let host = host(
      gesture.onChanged { log.events.append(describe($0)) }.onEnded {
        log.events.append("ended \(describe($0))")
      })
    host.pressPointer(at: center)
    #expect(log.events == ["first true"])
    host.advanceClock(by: 0.6)
    // The press succeeded while the pointer is down; the drag starts where the pointer is.
    #expect(log.events == ["first true", "press ended", "second true 0.0,0.0"])
    host.hover(at: CGPoint(x: 230, y: 140))
    #expect(log.events.last == "second true 30.0,-10.0")
    host.releasePointer(at: CGPoint(x: 240, y: 140))
    #expect(log.events.last == "ended second true 40.0,-10.0")
  }

  @Test func aSequenceFailsWhenItsFirstGestureFails() {
    let log = GestureLog()
    let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
    let host = host(gesture.onEnded { _ in log.events.append("ended") })
    host.pressPointer(at: center)
    host.advanceClock(by: 0.2)
    host.releasePointer(at: center)
    host.advanceClock(by: 1)
    #expect(log.events.isEmpty)
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func aSingleTapWaitsUntilTheDoubleTapBeforeItHasFailed() {
    let log = GestureLog()
    let gesture = TapGesture(count: 2).onEnded { log.events.append("double") }
      .exclusively(before: TapGesture().onEnded { log.events.append("single") })
    let host = host(gesture)
    host.tap(at: center)
    #expect(log.events.isEmpty)
    #expect(host.graph.nextWakeUp == host.time + 0.4)
    host.advanceClock(by: 0.5)
    #expect(log.events == ["single"])
    #expect(host.graph.nextWakeUp == nil)

    // Two taps in a row are a double tap, and no single one.
    host.tap(at: center)
    host.advanceClock(by: 0.1)
    host.tap(at: center)
    #expect(log.events == ["single", "double"])
    host.advanceClock(by: 1)
    #expect(log.events == ["single", "double"])
  }

  @Test func anExclusiveGestureReportsWhichGestureWon() {
    let log = GestureLog()
    let gesture = LongPressGesture(minimumDuration: 1).exclusively(before: DragGesture(minimumDistance: 10))
    let host = host(
      gesture.onEnded { value in
        switch value {
        case .first: log.events.append("press")
        case .second(let drag): log.events.append("drag \(drag.translation.width)")
        }
      })
    // Moving past the long press's maximum distance fails it, and the drag takes over from the
    // press location.
    host.pressPointer(at: center)
    host.hover(at: CGPoint(x: 215, y: 150))
    host.releasePointer(at: CGPoint(x: 225, y: 150))
    #expect(log.events == ["drag 25.0"])
    // Held still, the long press wins and the drag never starts.
    host.pressPointer(at: center)
    host.advanceClock(by: 1.1)
    host.hover(at: CGPoint(x: 230, y: 150))
    host.releasePointer(at: CGPoint(x: 230, y: 150))
    #expect(log.events == ["drag 25.0", "press"])
  }

  @Test func simultaneousGesturesBothReport() {
    let log = GestureLog()
    let gesture = DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.3))
    let host = host(
      gesture.onEnded { value in
        log.events.append("ended drag \(value.first?.translation.width ?? -1) press \(value.second ?? false)")
      })
    host.pressPointer(at: center)
    host.advanceClock(by: 0.4)
    host.hover(at: CGPoint(x: 220, y: 150))
    host.releasePointer(at: CGPoint(x: 220, y: 150))
    #expect(log.events == ["ended drag 20.0 press true"])
  }

  @Test func mappedAndTypeErasedGesturesCarryTheirValues() {
    let log = GestureLog()
    let gesture = AnyGesture(DragGesture(minimumDistance: 5).map { $0.translation.width })
    let host = host(
      gesture.onChanged { log.events.append("changed \($0)") }.onEnded { log.events.append("ended \($0)") })
    host.drag(from: center, to: CGPoint(x: 240, y: 150), steps: 2)
    #expect(log.events == ["changed 20.0", "changed 40.0", "ended 40.0"])
  }

  @Test func gestureStatesOfAComposedGestureResetWhenItEnds() {
    struct Pad: View {
      let log: GestureLog
      @GestureState private var dragWidth: CGFloat = 0

      var body: some View {
        Text("width \(Int(dragWidth))")
          .frame(width: 100, height: 100)
          .gesture(
            LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture(minimumDistance: 0))
              .updating($dragWidth) { value, state, _ in
                if case .second(true, let drag?) = value { state = drag.translation.width }
              }
              .onEnded { _ in log.events.append("ended") }
          )
          .accessibilityIdentifier("pad")
      }
    }
    let log = GestureLog()
    let host = TestHost(Pad(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.pressPointer(at: center)
    host.advanceClock(by: 0.3)
    #expect(host.find(text: "width 0") != nil)
    host.hover(at: CGPoint(x: 230, y: 150))
    #expect(host.find(text: "width 30") != nil)
    host.releasePointer(at: CGPoint(x: 230, y: 150))
    #expect(log.events == ["ended"])
    #expect(host.find(text: "width 0") != nil)
  }
}
