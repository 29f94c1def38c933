import Testing
import TrellisCore
import TrellisTesting

/// Tap locations (`SpatialTapGesture`, `.onTapGesture { location in }`) in each coordinate space,
/// through the effects drawn around the view.
@MainActor
struct SpatialTapGestureTests {
  final class Log {
    var locations: [CGPoint] = []
  }

  /// A 100-point square in the middle of a 300-point window: its frame is 100…200 both ways.
  func host<V: View>(_ square: V) -> TestHost<some View> {
    TestHost(
      square.frame(width: 100, height: 100).coordinateSpace(.named("card")),
      size: CGSize(width: 300, height: 300), text: .fixedAdvance)
  }

  @Test func aTapReportsItsLocationInEachSpace() {
    let log = Log()
    let local = host(Color.blue.onTapGesture { log.locations.append($0) })
    local.tap(at: CGPoint(x: 130, y: 160))
    let global = host(Color.blue.onTapGesture(coordinateSpace: .global) { log.locations.append($0) })
    global.tap(at: CGPoint(x: 130, y: 160))
    let named = host(
      Color.blue.padding(10).onTapGesture(coordinateSpace: .named("card")) { log.locations.append($0) })
    named.tap(at: CGPoint(x: 130, y: 160))
    #expect(log.locations == [CGPoint(x: 30, y: 60), CGPoint(x: 130, y: 160), CGPoint(x: 30, y: 60)])
  }

  @Test func aDoubleTapReportsWhereTheSecondTapLanded() {
    let log = Log()
    let host = host(
      Color.blue.gesture(SpatialTapGesture(count: 2).onEnded { log.locations.append($0.location) }))
    host.tap(at: CGPoint(x: 110, y: 110))
    #expect(log.locations.isEmpty)
    host.tap(at: CGPoint(x: 115, y: 112))
    #expect(log.locations == [CGPoint(x: 15, y: 12)])
    // Too late for a second tap: the next two are a new double tap.
    host.advanceClock(by: 1)
    host.tap(at: CGPoint(x: 120, y: 120))
    host.advanceClock(by: 1)
    host.tap(at: CGPoint(x: 120, y: 120))
    #expect(log.locations.count == 1)
  }

  @Test func aTapOutsideTheViewReportsNothing() {
    let log = Log()
    let host = host(Color.blue.onTapGesture { log.locations.append($0) })
    host.tap(at: CGPoint(x: 20, y: 20))
    #expect(log.locations.isEmpty)
  }

  @Test func locationsAreOnTheViewHoweverAnEffectAroundItDrawsIt() {
    let log = Log()
    // Drawn twice as large about its center: 20 points right and down of the center on screen
    // are 10 on the view.
    let scaled = host(Color.blue.onTapGesture { log.locations.append($0) }.scaleEffect(2))
    scaled.tap(at: CGPoint(x: 170, y: 170))
    // Turned a quarter clockwise: 40 points right of the center on screen are 40 above it on
    // the view.
    let turned = host(Color.blue.onTapGesture { log.locations.append($0) }.rotationEffect(.degrees(90)))
    turned.tap(at: CGPoint(x: 190, y: 150))
    #expect(log.locations.count == 2)
    #expect(abs(log.locations[0].x - 60) < 0.001 && abs(log.locations[0].y - 60) < 0.001)
    #expect(abs(log.locations[1].x - 50) < 0.001 && abs(log.locations[1].y - 10) < 0.001)
  }

  @Test func aDragThroughAScaleEffectMovesInTheViewsOwnPoints() {
    final class Drags {
      var translations: [CGSize] = []
    }
    let drags = Drags()
    let host = host(
      Color.blue
        .gesture(DragGesture(minimumDistance: 0).onEnded { drags.translations.append($0.translation) })
        .scaleEffect(2))
    host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 130))
    #expect(drags.translations == [CGSize(width: 20, height: -10)])
  }
}
