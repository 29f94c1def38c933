/// Two gestures of which only one may succeed, the first taking precedence: the second is only
/// recognized once the first has failed.
///
/// ```swift
/// TapGesture(count: 2).onEnded { zoom() }
///     .exclusively(before: TapGesture().onEnded { select() })
/// ```
///
/// A single tap then waits for the double tap to fail (0.4 s with no second tap) before it runs.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture is recognized, with its value.
  public enum Value {
    /// The first gesture, with its value.
    case first(First.Value)
    /// The second gesture, with its value.
    case second(Second.Value)
  }

  /// The gesture that takes precedence.
  public var first: First
  /// The gesture recognized when the first fails.
  public var second: Second

  /// Recognizes `first`, or `second` if `first` fails.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("ExclusiveGesture has no body") }

  public func _recipe() -> _GestureRecipe<Value> {
    let first = self.first._recipe()
    let second = self.second._recipe()
    return .recognized(
      by: { ExclusiveGestureRecognizer(first.recognizer(), second.recognizer()) },
      update: { first.refresh($0.first) && second.refresh($0.second) })
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// A gesture that recognizes this one or, if it fails, `other`.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// Runs the first gesture alone; when it fails, the second starts with a replay of the press
/// so far (where the pointer went down, and the release if it came), so that it sees the whole
/// press the first one gave up on.
final class ExclusiveGestureRecognizer<First, Second>: GestureRecognizer<
  ExclusiveGesture<First, Second>.Value
>
where First: Gesture, Second: Gesture {
  let first: CallbackGestureRecognizer<First.Value>
  let second: CallbackGestureRecognizer<Second.Value>
  private var pressPoint: CGPoint?
  private var releasePoint: CGPoint?
  /// Whether this round began with a pinch rather than a press.
  private var isPinch = false
  /// The first gesture failed in this press: events go to the second.
  private var firstFailed = false

  init(_ first: CallbackGestureRecognizer<First.Value>, _ second: CallbackGestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
  }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    switch event {
    case .press, .pinchBegan:
      pressPoint = point
      isPinch = event == .pinchBegan
      releasePoint = nil
      firstFailed = false
      isFinished = false
    case .release:
      releasePoint = point
    case .move, .tick, .pinch:
      break
    }
    guard !isFinished else { return .none }
    if firstFailed { return handleSecond(event, at: point, host: host) }
    let step = first.handle(event, at: point, host: host)
    switch step.outcome {
    case .succeeded?:
      if let done = first.value { value = .first(done) }
      return finish(.succeeded, step)
    case .failed?:
      firstFailed = true
      return replayForSecond(event, at: point, host: host)
    case nil:
      if step.updated, let current = first.value { value = .first(current) }
      return step
    }
  }

  /// Starts the second gesture on the press the first gave up on.
  private func replayForSecond(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep
  {
    guard let pressPoint else { return finish(.failed) }
    var step = handleSecond(isPinch ? .pinchBegan : .press, at: pressPoint, host: host)
    guard !isFinished else { return step }
    if let releasePoint {
      step = merge(step, handleSecond(.release, at: releasePoint, host: host))
    } else if event == .move || !event.beginsSession && isPinch {
      step = merge(step, handleSecond(event, at: point, host: host))
    }
    return step
  }

  private func handleSecond(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    let step = second.handle(event, at: point, host: host)
    if let current = second.value, step.updated || step.outcome == .succeeded { value = .second(current) }
    switch step.outcome {
    case .succeeded?: return finish(.succeeded, step)
    case .failed?: return finish(.failed)
    case nil: return step
    }
  }

  private func merge(_ earlier: GestureStep, _ later: GestureStep) -> GestureStep {
    GestureStep(
      updated: earlier.updated || later.updated, claimed: earlier.claimed || later.claimed,
      outcome: later.outcome ?? earlier.outcome)
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
    pressPoint = nil
    releasePoint = nil
    firstFailed = false
  }
}
