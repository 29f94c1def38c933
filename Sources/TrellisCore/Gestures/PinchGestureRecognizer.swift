import Foundation

/// What a pinch recognizer knows at one event: the scale and rotation since the pinch began,
/// how fast they change, and where and when it began.
struct PinchSample {
  var magnification: CGFloat
  var rotation: Angle
  var magnificationVelocity: CGFloat
  var rotationVelocity: Angle
  var startAnchor: UnitPoint
  var startLocation: CGPoint
  var time: Date
}

/// Recognizes a pinch or a twist: it starts once `threshold` holds for the pinch so far, reports
/// each change, and succeeds `PinchGestureRecognizer.idleTimeout` seconds after the last one, as
/// a pinch on a touchpad ends when the fingers lift.
final class PinchGestureRecognizer<Value>: GestureRecognizer<Value> {
  /// Seconds after the last wheel notch at which a pinch is over.
  static var idleTimeout: Double { 0.3 }

  private let threshold: (PinchSample) -> Bool
  private let makeValue: (PinchSample) -> Value
  private var isInPinch = false
  private var hasStarted = false
  private var startPoint = CGPoint.zero
  private var startAnchor = UnitPoint.center
  private var last: (time: Double, magnification: CGFloat, rotation: Angle)?
  private var deadline = 0.0

  init(threshold: @escaping (PinchSample) -> Bool, value: @escaping (PinchSample) -> Value) {
    self.threshold = threshold
    self.makeValue = value
  }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    switch event {
    case .pinchBegan:
      isFinished = false
      isInPinch = true
      hasStarted = false
      value = nil
      startPoint = point
      startAnchor = host.unitPoint(of: point)
      last = nil
      return .none
    case .pinch(let magnification, let rotation):
      guard isInPinch, !isFinished else { return .none }
      let now = host.now
      let sample = self.sample(magnification: magnification, rotation: rotation, now: now, host: host)
      last = (now, magnification, rotation)
      deadline = now + Self.idleTimeout
      host.requestTick(at: deadline)
      guard hasStarted || threshold(sample) else { return .none }
      let claimed = !hasStarted
      hasStarted = true
      value = makeValue(sample)
      return GestureStep(updated: true, claimed: claimed)
    case .tick:
      guard isInPinch, !isFinished else { return .none }
      // An earlier tick (asked for before the last notch) comes first: ask again for the end.
      guard host.now >= deadline else {
        host.requestTick(at: deadline)
        return .none
      }
      isInPinch = false
      return finish(hasStarted ? .succeeded : .failed)
    case .press, .move, .release:
      // The pointer's press is not a pinch; a press during one ends it unfinished.
      guard isInPinch, !isFinished, event == .press else { return .none }
      isInPinch = false
      return finish(hasStarted ? .succeeded : .failed)
    }
  }

  private func sample(magnification: CGFloat, rotation: Angle, now: Double, host: any GestureHost)
    -> PinchSample
  {
    var scaleVelocity: CGFloat = 0
    var turnVelocity = Angle.zero
    if let last, now > last.time {
      let elapsed = now - last.time
      scaleVelocity = (magnification - last.magnification) / elapsed
      turnVelocity = .radians((rotation.radians - last.rotation.radians) / elapsed)
    }
    let start = host.sample(from: startPoint, at: now, to: startPoint, in: .local).startLocation
    return PinchSample(
      magnification: magnification, rotation: rotation, magnificationVelocity: scaleVelocity,
      rotationVelocity: turnVelocity, startAnchor: startAnchor, startLocation: start,
      time: ViewGraph.date(atTime: now))
  }

  override func cancel() {
    super.cancel()
    isInPinch = false
    hasStarted = false
  }
}
