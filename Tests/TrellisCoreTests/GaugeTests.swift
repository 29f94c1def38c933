import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GaugeTests {
  struct Storage: View {
    var value = 40.0
    var style = 0
    var body: some View {
      Group {
        switch style {
        case 0: gauge
        case 1: gauge.gaugeStyle(.accessoryLinear)
        default: gauge.gaugeStyle(.accessoryCircular)
        }
      }
      .accessibilityIdentifier("gauge")
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    var gauge: some View {
      Gauge(value: value, in: 0...100) {
        Text("Disk")
      } currentValueLabel: {
        Text("40%")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
    }
  }

  @Test func linearCapacityHasLabelsAboveAndBoundsBelowTheBar() {
    let host = TestHost(Storage(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // 13-point label and value (19 high), 4 points, the 8-point bar, 4 points, 11-point bounds.
    #expect(host.find(text: "Disk")?.frame == CGRect(x: 10, y: 10, width: 38, height: 19))
    #expect(host.find(text: "40%")?.frame == CGRect(x: 262, y: 10, width: 28, height: 19))
    #expect(host.tree.all(ofType: "Gauge").first?.frame == CGRect(x: 10, y: 33, width: 280, height: 8))
    #expect(host.find(text: "0")?.frame == CGRect(x: 10, y: 45, width: 8, height: 16))
    #expect(host.find(text: "100")?.frame == CGRect(x: 266, y: 45, width: 24, height: 16))
  }

  @Test func accessoryLinearPutsTheBoundsBesideTheTrack() {
    let host = TestHost(Storage(style: 1), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let track = host.tree.all(ofType: "Gauge").first!.frame
    let minimum = host.find(text: "0")!.frame
    let maximum = host.find(text: "100")!.frame
    #expect(minimum.minX == 10)
    #expect(track.minX == minimum.maxX + 6)
    #expect(maximum.minX == track.maxX + 6)
    #expect(maximum.maxX == 290)
    #expect(track.height == 9)
  }

  @Test func accessoryCircularIsARingWithTheValueInside() {
    let host = TestHost(Storage(style: 2), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let ring = host.tree.all(ofType: "Gauge").first!.frame
    #expect(ring == CGRect(x: 10, y: 10, width: 58, height: 58))
    let value = host.find(text: "40%")!.frame
    #expect(abs(value.midX - ring.midX) <= 0.5)
    #expect(abs(value.midY - ring.midY) <= 0.5)
    #expect(host.find(text: "0")!.frame.maxY == ring.maxY)
  }

  @Test func valueOutsideTheBoundsIsHeldAtTheBound() {
    func fillWidths(_ value: Double) -> [CGFloat] {
      let host = TestHost(Storage(value: value), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
      // The track, then the tinted fill over it.
      return host.displayList().items.compactMap { item -> CGFloat? in
        if case .fill(let path, _, _) = item { return path.boundingRect.width }
        return nil
      }
    }
    #expect(fillWidths(40) == [280, 112])
    #expect(fillWidths(250) == [280, 280])
    #expect(fillWidths(-5) == [280])
  }
}
