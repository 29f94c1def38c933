import Testing
import TrellisCore
import TrellisTesting

/// What the hover actions saw, in order.
@MainActor
private final class HoverLog {
  var events: [String] = []
  var phases: [HoverPhase] = []
}

/// `.onHover` and `.onContinuousHover`.
@MainActor
struct HoverTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  fileprivate struct Pair: View {
    let log: HoverLog
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 100, height: 100)
          .onHover { log.events.append("A \($0)") }
          .accessibilityIdentifier("a")
        Color.blue.frame(width: 100, height: 100)
          .onHover { log.events.append("B \($0)") }
          .accessibilityIdentifier("b")
      }
    }
  }

  @Test func enteringAndLeavingViewsReportsEachOnce() {
    let log = HoverLog()
    let host = host(Pair(log: log))
    #expect(host.frame(of: "a") == CGRect(x: 100, y: 100, width: 100, height: 100))
    host.hover(at: CGPoint(x: 150, y: 150))
    #expect(log.events == ["A true"])
    host.hover(at: CGPoint(x: 160, y: 170))
    #expect(log.events == ["A true"])
    // Into the neighbor: the first view is left before the second is entered.
    host.hover(at: CGPoint(x: 250, y: 150))
    #expect(log.events == ["A true", "A false", "B true"])
    host.hover(at: CGPoint(x: 50, y: 50))
    #expect(log.events == ["A true", "A false", "B true", "B false"])
    host.hover(at: CGPoint(x: 150, y: 150))
    host.graph.pointerExited()
    #expect(log.events == ["A true", "A false", "B true", "B false", "A true", "A false"])
  }

  @Test func continuousHoverReportsLocalLocations() {
    struct Pad: View {
      let log: HoverLog
      var body: some View {
        Color.green.frame(width: 120, height: 80)
          .onContinuousHover { log.phases.append($0) }
          .accessibilityIdentifier("pad")
      }
    }
    let log = HoverLog()
    let host = host(Pad(log: log))
    #expect(host.frame(of: "pad") == CGRect(x: 140, y: 110, width: 120, height: 80))
    host.hover(at: CGPoint(x: 150, y: 120))
    host.hover(at: CGPoint(x: 200, y: 150))
    host.hover(at: CGPoint(x: 300, y: 150))
    host.hover(at: CGPoint(x: 350, y: 150))
    #expect(log.phases == [.active(CGPoint(x: 10, y: 10)), .active(CGPoint(x: 60, y: 40)), .ended])
  }

  @Test func continuousHoverConvertsToGlobalAndNamedSpaces() {
    struct Pad: View {
      let log: HoverLog
      var body: some View {
        VStack {
          Color.green.frame(width: 100, height: 100)
            .onContinuousHover(coordinateSpace: .global) { log.phases.append($0) }
            .accessibilityIdentifier("global")
          Color.green.frame(width: 100, height: 100)
            .onContinuousHover(coordinateSpace: .named("stack")) { log.phases.append($0) }
            .accessibilityIdentifier("named")
        }
        .coordinateSpace(name: "stack")
      }
    }
    let log = HoverLog()
    let host = host(Pad(log: log))
    // The stack is 100 × 208 (8 points between), centered: it starts at (150, 46).
    #expect(host.frame(of: "named") == CGRect(x: 150, y: 154, width: 100, height: 100))
    host.hover(at: CGPoint(x: 155, y: 50))
    host.hover(at: CGPoint(x: 160, y: 160))
    #expect(log.phases == [.active(CGPoint(x: 155, y: 50)), .ended, .active(CGPoint(x: 10, y: 114))])
  }

  @Test func nestedRegionsAreAllHoveredButCoveredOnesAreNot() {
    struct Layers: View {
      let log: HoverLog
      let passesThrough: Bool
      var body: some View {
        ZStack {
          Color.red.frame(width: 200, height: 200)
            .onHover { log.events.append("under \($0)") }
          Color.blue.frame(width: 50, height: 50)
            .onHover { log.events.append("over \($0)") }
            .allowsHitTesting(!passesThrough)
        }
        .onHover { log.events.append("stack \($0)") }
      }
    }
    let log = HoverLog()
    let host = host(Layers(log: log, passesThrough: false))
    host.hover(at: CGPoint(x: 120, y: 60))
    #expect(log.events == ["under true", "stack true"])
    host.hover(at: CGPoint(x: 200, y: 150))
    #expect(log.events == ["under true", "stack true", "under false", "over true"])

    let through = HoverLog()
    let passing = self.host(Layers(log: through, passesThrough: true))
    passing.hover(at: CGPoint(x: 200, y: 150))
    #expect(through.events == ["under true", "stack true"])
  }

  @Test func aButtonInsideAHoverRegionStillTakesTaps() {
    struct Row: View {
      let log: HoverLog
      @State private var taps = 0
      var body: some View {
        Button("tap \(taps)") { taps += 1 }
          .accessibilityIdentifier("button")
          .onHover { log.events.append("hover \($0)") }
      }
    }
    let log = HoverLog()
    let host = host(Row(log: log))
    host.tap(id: "button")
    #expect(host.find(text: "tap 1") != nil)
    #expect(log.events == ["hover true"])
  }
}
