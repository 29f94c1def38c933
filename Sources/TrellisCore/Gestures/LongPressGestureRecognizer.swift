/// Recognizes a ``LongPressGesture``: its value is `true` from the press on, and it succeeds when
/// the pointer has stayed down, within `maximumDistance` of the press, for `minimumDuration`,
/// while the pointer is still down. Moving too far or releasing early fails it.
final class LongPressGestureRecognizer: GestureRecognizer<Bool> {
  var gesture: LongPressGesture
  private var start: CGPoint?
  private var deadline: Double = 0

  init(_ gesture: LongPressGesture) { self.gesture = gesture }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    switch event {
    case .press:
      start = point
      isFinished = false
      value = true
      guard gesture.minimumDuration > 0 else { return finish(.succeeded, GestureStep(updated: true)) }
      deadline = host.now + gesture.minimumDuration
      // One wake-up at the deadline: the window sleeps until then, and a test host's clock
      // brings it when the test advances it.
      host.requestTick(at: deadline)
      return GestureStep(updated: true)
    case .move:
      guard let start, !isFinished else { return .none }
      guard hypot(point.x - start.x, point.y - start.y) > gesture.maximumDistance else { return .none }
      return finish(.failed)
    case .release:
      guard start != nil, !isFinished else { return .none }
      return finish(.failed)
    case .pinchBegan, .pinch:
      // A pinch is not the pointer's press, and these gestures follow only presses.
      return .none
    case .tick:
      guard start != nil, !isFinished, host.now >= deadline else { return .none }
      return finish(.succeeded)
    }
  }

  override func cancel() {
    super.cancel()
    start = nil
  }
}
