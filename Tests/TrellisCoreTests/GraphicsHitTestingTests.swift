import Testing
import TrellisCore
import TrellisTesting

@MainActor
final class TapLog {
  var taps: [String] = []
}

@MainActor
struct GraphicsHitTestingTests {
  struct RingView: View {
    let log: TapLog
    var body: some View {
      ZStack {
        ForEach(0..<8, id: \.self) { index in
          WedgeView(wedge: Ring.wedges[index])
            .opacity(1)
            .onTapGesture { log.taps.append("wedge \(index)") }
        }
      }
      .frame(width: 200, height: 200)
    }
  }

  /// A point halfway out along the middle of wedge `index`, in a 200 × 200 ring at the origin.
  func middle(of index: Int) -> CGPoint {
    let wedge = Ring.wedges[index]
    let geometry = WedgeGeometry(wedge, in: CGRect(x: 0, y: 0, width: 200, height: 200))
    return geometry.point(
      angle: (wedge.start + wedge.end) / 2, radius: (geometry.innerRadius + geometry.outerRadius) / 2)
  }

  @Test func tapInsideAWedgeHitsThatWedgeNotItsNeighbors() {
    let log = TapLog()
    let host = TestHostFactory.fixed(RingView(log: log))
    for index in [0, 3, 5] {
      host.tap(at: middle(of: index))
    }
    #expect(log.taps == ["wedge 0", "wedge 3", "wedge 5"])
  }

  @Test func tapInTheHoleOrBeyondAShallowWedgeHitsNothing() {
    let log = TapLog()
    let host = TestHostFactory.fixed(RingView(log: log))
    host.tap(at: CGPoint(x: 100, y: 100))
    // Wedge 0 reaches out 55 % of the way: a point near the frame's edge above it is empty.
    host.tap(at: CGPoint(x: 120, y: 8))
    #expect(log.taps.isEmpty)
  }

  @Test func strokedShapesAreHitOnTheirBandOnly() {
    let log = TapLog()
    let view = Circle().stroke(Color.blue, lineWidth: 10).frame(width: 100, height: 100)
      .onTapGesture { log.taps.append("ring") }
    let host = TestHostFactory.fixed(view)
    host.tap(at: CGPoint(x: 100, y: 100))
    #expect(log.taps.isEmpty)
    host.tap(at: CGPoint(x: 148, y: 100))
    #expect(log.taps == ["ring"])
  }

  @Test func paddingAroundContentIsNotHitUnlessGivenAContentShape() {
    let log = TapLog()
    let view = VStack(spacing: 0) {
      Circle().frame(width: 20, height: 20).padding(20).onTapGesture { log.taps.append("plain") }
      Circle().frame(width: 20, height: 20).padding(20).contentShape(Rectangle())
        .onTapGesture { log.taps.append("shaped") }
    }
    let host = TestHostFactory.fixed(view)
    // Both rows are 60 points tall, centered: the first spans y 40…100, the second 100…160.
    host.tap(at: CGPoint(x: 75, y: 45))
    host.tap(at: CGPoint(x: 75, y: 105))
    host.tap(at: CGPoint(x: 100, y: 70))
    #expect(log.taps == ["shaped", "plain"])
  }

  @Test func contentShapeCanAlsoShrinkTheHitArea() {
    let log = TapLog()
    let view = Rectangle().frame(width: 100, height: 100).contentShape(Circle())
      .onTapGesture { log.taps.append("tap") }
    let host = TestHostFactory.fixed(view)
    host.tap(at: CGPoint(x: 55, y: 55))
    #expect(log.taps.isEmpty)
    host.tap(at: CGPoint(x: 100, y: 100))
    #expect(log.taps == ["tap"])
  }

  @Test func allowsHitTestingFalsePassesTapsThrough() {
    let log = TapLog()
    let view = ZStack {
      Color.red.onTapGesture { log.taps.append("below") }
      Color.blue.onTapGesture { log.taps.append("above") }.allowsHitTesting(false)
    }
    .frame(width: 100, height: 100)
    let host = TestHostFactory.fixed(view)
    host.tap(at: CGPoint(x: 100, y: 100))
    #expect(log.taps == ["below"])
  }
}
