import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// What the gestures reported, in order.
@MainActor
private final class GestureLog {
  var events: [String] = []
  var values: [DragGesture.Value] = []
}

/// `DragGesture`, `TapGesture`, `@GestureState` and how gestures rank against each other and
/// against controls.
@MainActor
struct DragGestureTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  private static func text(_ size: CGSize) -> String { "\(Int(size.width)),\(Int(size.height))" }

  fileprivate struct Pad: View {
    let log: GestureLog
    var minimumDistance: CGFloat = 10
    var space: CoordinateSpace = .local

    var body: some View {
      Color.gray.frame(width: 100, height: 100)
        .gesture(
          DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
            .onChanged { value in
              log.values.append(value)
              log.events.append("changed \(DragGestureTests.text(value.translation))")
            }
            .onEnded { value in
              log.values.append(value)
              log.events.append("ended \(DragGestureTests.text(value.translation))")
            }
        )
        .accessibilityIdentifier("pad")
    }
  }

  /// Presses at `from`, then moves 10 points right every 20 ms, `steps` times.
  private func flick<V: View>(_ host: TestHost<V>, from: CGPoint, steps: Int) -> CGPoint {
    host.pressPointer(at: from)
    var point = from
    for _ in 0..<steps {
      host.advanceClock(by: 0.02)
      point.x += 10
      host.hover(at: point)
    }
    return point
  }

  /// Whether two sizes agree to a millionth of a point: the test clock's steps are sums of
  /// binary fractions.
  private func close(_ a: CGSize?, _ b: CGSize) -> Bool {
    guard let a else { return false }
    return abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  @Test func aDragReportsItsVelocityOverTheLastTenthOfASecond() {
    let log = GestureLog()
    let host = host(Pad(log: log, minimumDistance: 0))
    let end = flick(host, from: CGPoint(x: 160, y: 110), steps: 4)
    // 10 points every 20 ms: 500 points a second, straight to the right.
    #expect(close(log.values.last?.velocity, CGSize(width: 500, height: 0)))
    host.releasePointer(at: end)
    let released = log.values.last!
    #expect(log.events.last == "ended 40,0")
    #expect(close(released.velocity, CGSize(width: 500, height: 0)))
    // Released while moving, the drag would carry on for about half a second's travel.
    let carried = 500 * (0.998 / (1 - 0.998) / 1000)
    let predicted = released.predictedEndLocation
    #expect(close(CGSize(width: predicted.x, height: predicted.y), CGSize(width: 50 + carried, height: 10)))
    #expect(close(released.predictedEndTranslation, CGSize(width: 40 + carried, height: 0)))
  }

  @Test func aSlowDragLooksBackOnlyATenthOfASecond() {
    let log = GestureLog()
    let host = host(Pad(log: log, minimumDistance: 0))
    host.pressPointer(at: CGPoint(x: 160, y: 110))
    host.advanceClock(by: 0.5)
    host.hover(at: CGPoint(x: 160, y: 130))
    host.advanceClock(by: 0.05)
    host.hover(at: CGPoint(x: 160, y: 135))
    // The press half a second ago is out of the window: 5 points in the last 50 ms, downwards.
    #expect(close(log.values.last?.velocity, CGSize(width: 0, height: 100)))
  }

  @Test func aDragHeldStillBeforeReleaseEndsWithNoVelocity() {
    let log = GestureLog()
    let host = host(Pad(log: log, minimumDistance: 0))
    let end = flick(host, from: CGPoint(x: 160, y: 110), steps: 4)
    host.advanceClock(by: 0.2)
    host.releasePointer(at: end)
    let released = log.values.last!
    #expect(released.velocity == .zero)
    #expect(released.predictedEndLocation == released.location)
  }

  @Test func reportsLocationsAndTranslationsAtEachStep() {
    let log = GestureLog()
    let host = host(Pad(log: log))
    #expect(host.frame(of: "pad") == CGRect(x: 150, y: 100, width: 100, height: 100))
    host.drag(from: CGPoint(x: 160, y: 110), to: CGPoint(x: 200, y: 150), steps: 4)
    // The first move, 14 points away, is past the minimum distance of 10.
    #expect(
      log.events == ["changed 10,10", "changed 20,20", "changed 30,30", "changed 40,40", "ended 40,40"])
    #expect(log.values.map(\.startLocation) == Array(repeating: CGPoint(x: 10, y: 10), count: 5))
    #expect(
      log.values.map(\.location) == [
        CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 30), CGPoint(x: 40, y: 40), CGPoint(x: 50, y: 50),
        CGPoint(x: 50, y: 50),
      ])
    let end = log.values.last!
    #expect(end.predictedEndLocation == end.location)
    #expect(end.predictedEndTranslation == end.translation)
  }

  @Test func movesShorterThanTheMinimumDistanceReportNothing() {
    let log = GestureLog()
    let host = host(Pad(log: log, minimumDistance: 30))
    host.drag(from: CGPoint(x: 160, y: 110), to: CGPoint(x: 180, y: 110), steps: 2)
    #expect(log.events == [])
    host.drag(from: CGPoint(x: 160, y: 110), to: CGPoint(x: 200, y: 110), steps: 4)
    #expect(log.events == ["changed 30,0", "changed 40,0", "ended 40,0"])
  }

  @Test func aZeroMinimumDistanceStartsOnThePress() {
    let log = GestureLog()
    let host = host(Pad(log: log, minimumDistance: 0))
    host.drag(from: CGPoint(x: 160, y: 110), to: CGPoint(x: 162, y: 110), steps: 1)
    #expect(log.events == ["changed 0,0", "changed 2,0", "ended 2,0"])
  }

  @Test func globalLocationsAreInWindowCoordinates() {
    let log = GestureLog()
    let host = host(Pad(log: log, space: .global))
    host.drag(from: CGPoint(x: 160, y: 110), to: CGPoint(x: 180, y: 110), steps: 1)
    #expect(log.values.map(\.location) == [CGPoint(x: 180, y: 110), CGPoint(x: 180, y: 110)])
    #expect(log.values.first?.startLocation == CGPoint(x: 160, y: 110))
  }

  @Test func timeFollowsTheClock() {
    let log = GestureLog()
    let host = host(Pad(log: log))
    let graph = host.graph
    graph.pointerMoved(to: CGPoint(x: 160, y: 110))
    graph.pointerDown(at: CGPoint(x: 160, y: 110))
    graph.pointerMoved(to: CGPoint(x: 180, y: 110))
    host.advanceClock(by: 0.25)
    graph.pointerMoved(to: CGPoint(x: 190, y: 110))
    graph.pointerUp(at: CGPoint(x: 190, y: 110))
    host.flush()
    #expect(log.values.count == 3)
    #expect(log.values[1].time.timeIntervalSince(log.values[0].time) == 0.25)
    #expect(log.values[2].time == log.values[1].time)
  }

  fileprivate struct Dragged: View {
    let log: GestureLog
    @GestureState private var offset = CGSize.zero
    @GestureState private var isDragging = false

    var body: some View {
      VStack {
        Text("offset \(DragGestureTests.text(offset)) \(isDragging ? "dragging" : "idle")")
        Color.gray.frame(width: 100, height: 100)
          .gesture(
            DragGesture()
              .updating($offset) { value, state, _ in state = value.translation }
              .updating($isDragging) { _, state, _ in state = true }
              .onEnded { _ in log.events.append("ended with \(DragGestureTests.text(offset)) \(isDragging)") }
          )
          .accessibilityIdentifier("pad")
      }
    }
  }

  @Test func gestureStateFollowsTheDragAndResetsAtTheEnd() {
    let log = GestureLog()
    let host = host(Dragged(log: log))
    let pad = host.frame(of: "pad")!
    let start = CGPoint(x: pad.minX + 10, y: pad.minY + 10)
    let graph = host.graph
    graph.pointerMoved(to: start)
    graph.pointerDown(at: start)
    host.flush()
    #expect(host.find(text: "offset 0,0 idle") != nil)
    graph.pointerMoved(to: CGPoint(x: start.x + 15, y: start.y))
    host.flush()
    #expect(host.find(text: "offset 15,0 dragging") != nil)
    graph.pointerMoved(to: CGPoint(x: start.x + 30, y: start.y + 5))
    host.flush()
    #expect(host.find(text: "offset 30,5 dragging") != nil)
    graph.pointerUp(at: CGPoint(x: start.x + 30, y: start.y + 5))
    host.flush()
    #expect(host.find(text: "offset 0,0 idle") != nil)
    #expect(log.events == ["ended with 0,0 false"])
  }

  fileprivate struct ButtonInDragArea: View {
    let log: GestureLog
    @State private var taps = 0

    var body: some View {
      VStack {
        Button("taps \(taps)") { taps += 1 }.accessibilityIdentifier("button")
      }
      .frame(width: 200, height: 100)
      .contentShape(Rectangle())
      .gesture(DragGesture().onEnded { log.events.append("ended \(DragGestureTests.text($0.translation))") })
    }
  }

  @Test func aDragStartedOnAButtonDoesNotFireIt() {
    let log = GestureLog()
    let host = host(ButtonInDragArea(log: log))
    let button = host.frame(of: "button")!
    let center = CGPoint(x: button.midX, y: button.midY)
    host.drag(from: center, to: CGPoint(x: center.x + 12, y: center.y), steps: 2)
    #expect(host.find(text: "taps 0") != nil)
    #expect(log.events == ["ended 12,0"])
    // A move within the minimum distance is still a click.
    host.drag(from: center, to: CGPoint(x: center.x + 4, y: center.y), steps: 2)
    #expect(host.find(text: "taps 1") != nil)
    #expect(log.events == ["ended 12,0"])
    host.tap(id: "button")
    #expect(host.find(text: "taps 2") != nil)
  }

  @Test func tapGesturesCountTapsAndLetButtonsInsideWin() {
    struct Taps: View {
      let log: GestureLog
      @State private var taps = 0
      var body: some View {
        VStack {
          Color.gray.frame(width: 50, height: 50)
            .gesture(TapGesture(count: 2).onEnded { log.events.append("double") })
            .accessibilityIdentifier("double")
          Button("button \(taps)") { taps += 1 }.accessibilityIdentifier("button")
            .gesture(TapGesture().onEnded { log.events.append("outer tap") })
        }
      }
    }
    let log = GestureLog()
    let host = host(Taps(log: log))
    host.tap(id: "double")
    #expect(log.events == [])
    host.tap(id: "double")
    #expect(log.events == ["double"])
    host.tap(id: "button")
    #expect(log.events == ["double"])
    #expect(host.find(text: "button 1") != nil)
  }

  fileprivate struct NestedDrags: View {
    let log: GestureLog
    let outer: GesturePriorityForTests

    var body: some View {
      let inner = Color.gray.frame(width: 50, height: 50)
        .gesture(DragGesture().onEnded { _ in log.events.append("inner") })
        .accessibilityIdentifier("inner")
      let outerGesture = DragGesture().onEnded { _ in log.events.append("outer") }
      let area = VStack { inner }.frame(width: 200, height: 200).contentShape(Rectangle())
      switch outer {
      case .normal: return AnyView(area.gesture(outerGesture))
      case .high: return AnyView(area.highPriorityGesture(outerGesture))
      case .simultaneous: return AnyView(area.simultaneousGesture(outerGesture))
      }
    }
  }

  fileprivate enum GesturePriorityForTests { case normal, high, simultaneous }

  @Test(arguments: [
    (GesturePriorityForTests.normal, ["inner"]), (.high, ["outer"]), (.simultaneous, ["inner", "outer"]),
  ])
  fileprivate func nestedDragsRankAsInSwiftUI(priority: GesturePriorityForTests, expected: [String]) {
    let log = GestureLog()
    let host = host(NestedDrags(log: log, outer: priority))
    let inner = host.frame(of: "inner")!
    let start = CGPoint(x: inner.midX, y: inner.midY)
    host.drag(from: start, to: CGPoint(x: start.x + 20, y: start.y), steps: 2)
    #expect(log.events == expected)
  }
}
