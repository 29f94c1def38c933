/// The pointer events a gesture's recognizer hears, and the time-outs it asked for.
enum GestureEvent: Equatable {
  /// The pointer went down: a new press starts.
  case press
  /// The pointer moved while pressed.
  case move
  /// The pointer went up.
  case release
  /// A time the recognizer asked for (``GestureHost/requestTick(at:)``) has come.
  case tick
  /// A pinch starts (the first Control-wheel notch after a pause): gestures start over, as at a
  /// press.
  case pinchBegan
  /// A pinch goes on: the scale and the rotation since it began.
  case pinch(magnification: CGFloat, rotation: Angle)

  /// Whether the event starts a new round of recognition: a press or a pinch.
  var beginsSession: Bool {
    switch self {
    case .press, .pinchBegan: true
    default: false
    }
  }
}

/// What one event did to a gesture.
struct GestureStep {
  /// The gesture has a new value for `updating` and `onChanged`.
  var updated = false
  /// The gesture started (a drag passed its minimum distance) or succeeded with this event, and
  /// takes the pointer from the other gestures and from the pressed control.
  var claimed = false
  /// The gesture finished with this event, successfully (`onEnded` runs) or not.
  var outcome: Outcome?

  /// How a gesture finished.
  enum Outcome { case succeeded, failed }

  /// Nothing happened.
  static let none = GestureStep()
  /// The gesture failed.
  static let failed = GestureStep(outcome: .failed)
}

/// What recognizers need from the view they are attached to.
@MainActor
protocol GestureHost: AnyObject {
  /// The graph's clock, in seconds.
  var now: Double { get }
  /// What a primitive gesture pressed at `start` at `startTime` sees with the pointer at `point`
  /// (root coordinates), in `space`.
  func sample(from start: CGPoint, at startTime: Double, to point: CGPoint, in space: CoordinateSpace)
    -> GestureSample
  /// Whether `point` (root coordinates) is on the view.
  func isOnView(_ point: CGPoint) -> Bool
  /// Asks for a ``GestureEvent/tick`` at `time`, with no pointer event needed.
  func requestTick(at time: Double)
  /// Where `point` (root coordinates) lies in the view, as a unit point of its bounds.
  func unitPoint(of point: CGPoint) -> UnitPoint
}

/// Recognizes one gesture, primitive or composed, from the events its view hands it.
///
/// A recognizer lives as long as its gesture stays attached to the view: a double tap's count
/// carries over from one press to the next. Subclasses override ``handle(_:at:host:)`` and
/// ``cancel()``.
@MainActor
class GestureRecognizer<Value> {
  /// The gesture's latest value; nil before it has one.
  var value: Value?
  /// Whether the gesture finished in the current press (succeeded or failed): it hears nothing
  /// more until the next press.
  var isFinished = false

  /// Reacts to `event` with the pointer at `point` (root coordinates).
  func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep { .none }

  /// Another gesture or a control took the pointer, or the view went away: stop waiting.
  func cancel() {
    value = nil
    isFinished = true
  }

  /// Records the end of the gesture in this press and returns `step` with its outcome.
  func finish(_ outcome: GestureStep.Outcome, _ step: GestureStep = .none) -> GestureStep {
    isFinished = true
    var step = step
    step.outcome = outcome
    if outcome == .succeeded { step.claimed = true }
    return step
  }
}
