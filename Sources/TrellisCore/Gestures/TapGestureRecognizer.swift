/// Recognizes a ``TapGesture``: `count` releases on the view in a row, each within
/// ``interval`` seconds of the last, none after the pointer wandered more than ``slop`` points.
///
/// Between the taps of a double tap it is still possible; it fails when the interval passes
/// with no next press, which is when an exclusive single tap behind it may fire.
final class TapGestureRecognizer: GestureRecognizer<Void> {
  /// How long after a tap the next one still counts towards the same gesture.
  static let interval = 0.4
  /// How far the pointer may wander during a press and still tap.
  static let slop: CGFloat = 10

  var gesture: TapGesture
  private var start: CGPoint?
  private var tapsInRow = 0
  private var lastTap = -Double.infinity

  init(_ gesture: TapGesture) { self.gesture = gesture }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    switch event {
    case .press:
      if host.now - lastTap >= Self.interval { tapsInRow = 0 }
      start = point
      isFinished = false
      return .none
    case .move:
      guard let start, !isFinished else { return .none }
      guard hypot(point.x - start.x, point.y - start.y) > Self.slop else { return .none }
      tapsInRow = 0
      return finish(.failed)
    case .release:
      guard start != nil, !isFinished else { return .none }
      start = nil
      guard host.isOnView(point) else {
        tapsInRow = 0
        return finish(.failed)
      }
      tapsInRow += 1
      lastTap = host.now
      guard tapsInRow >= gesture.count else {
        host.requestTick(at: lastTap + Self.interval)
        return .none
      }
      tapsInRow = 0
      value = ()
      return finish(.succeeded)
    case .pinchBegan, .pinch:
      // A pinch is not the pointer's press, and these gestures follow only presses.
      return .none
    case .tick:
      // The next tap of a multiple tap did not come in time.
      guard tapsInRow > 0, start == nil, !isFinished, host.now - lastTap >= Self.interval else {
        return .none
      }
      tapsInRow = 0
      return finish(.failed)
    }
  }

  override func cancel() {
    super.cancel()
    start = nil
    tapsInRow = 0
  }
}
