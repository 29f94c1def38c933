/// Recognizes a ``DragGesture``: it starts once the pointer has moved `minimumDistance` from the
/// press, reports every move after that, and succeeds when the pointer goes up.
final class DragGestureRecognizer: GestureRecognizer<DragGesture.Value> {
  var gesture: DragGesture
  private var start: CGPoint?
  private var startTime: Double = 0
  private var isActive = false

  init(_ gesture: DragGesture) { self.gesture = gesture }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    switch event {
    case .press:
      start = point
      startTime = host.now
      isActive = false
      isFinished = false
      value = nil
      guard gesture.minimumDistance == 0 else { return .none }
      return activate(at: point, host: host)
    case .move:
      guard let start, !isFinished else { return .none }
      if isActive {
        value = makeValue(from: start, to: point, host: host)
        return GestureStep(updated: true)
      }
      guard hypot(point.x - start.x, point.y - start.y) >= gesture.minimumDistance else { return .none }
      return activate(at: point, host: host)
    case .release:
      guard let start, !isFinished else { return .none }
      guard isActive else { return finish(.failed) }
      value = makeValue(from: start, to: point, host: host)
      isActive = false
      return finish(.succeeded)
    case .pinchBegan, .pinch:
      // A pinch is not the pointer's press, and these gestures follow only presses.
      return .none
    case .tick:
      return .none
    }
  }

  override func cancel() {
    super.cancel()
    start = nil
    isActive = false
  }

  private func activate(at point: CGPoint, host: any GestureHost) -> GestureStep {
    isActive = true
    value = makeValue(from: start ?? point, to: point, host: host)
    return GestureStep(updated: true, claimed: true)
  }

  private func makeValue(from start: CGPoint, to point: CGPoint, host: any GestureHost) -> DragGesture.Value {
    let sample = host.sample(from: start, at: startTime, to: point, in: gesture.coordinateSpace)
    return DragGesture.Value(
      time: sample.time, location: sample.location, startLocation: sample.startLocation,
      velocity: sample.velocity)
  }
}
