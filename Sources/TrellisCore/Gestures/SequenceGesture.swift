/// One gesture, then another: the second starts once the first has succeeded, and the sequence
/// succeeds when the second does.
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.5)
///     .sequenced(before: DragGesture())
///     .updating($dragState) { value, state, _ in
///         if case .second(true, let drag?) = value { state = drag.translation }
///     }
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where a sequence is: still in its first gesture, or in its second (with no value until the
  /// second has one).
  public enum Value {
    /// The first gesture is running, with this value.
    case first(First.Value)
    /// The first gesture succeeded with the first value; the second has the second, if any.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture.
  public var first: First
  /// The gesture that starts when the first succeeds.
  public var second: Second

  /// Recognizes `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("SequenceGesture has no body") }

  public func _recipe() -> _GestureRecipe<Value> {
    let first = self.first._recipe()
    let second = self.second._recipe()
    return .recognized(
      by: { SequenceGestureRecognizer(first.recognizer(), second.recognizer()) },
      update: { first.refresh($0.first) && second.refresh($0.second) })
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// A gesture that recognizes this one and, once it succeeds, `other`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

/// Runs the first gesture until it succeeds, then the second from where the pointer is (or
/// from the next press, when the first succeeded on a release).
final class SequenceGestureRecognizer<First, Second>: GestureRecognizer<SequenceGesture<First, Second>.Value>
where First: Gesture, Second: Gesture {
  typealias Sequence = SequenceGesture<First, Second>

  let first: CallbackGestureRecognizer<First.Value>
  let second: CallbackGestureRecognizer<Second.Value>
  /// The first gesture's final value, once it succeeded.
  private var firstValue: First.Value?
  /// The first gesture succeeded on a release: the second starts at the next press.
  private var secondWaitsForPress = false

  init(_ first: CallbackGestureRecognizer<First.Value>, _ second: CallbackGestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
  }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    if event.beginsSession {
      if secondWaitsForPress {
        secondWaitsForPress = false
        return handleSecond(event, at: point, host: host)
      }
      firstValue = nil
      isFinished = false
    }
    guard !isFinished else { return .none }
    if firstValue != nil {
      return secondWaitsForPress ? .none : handleSecond(event, at: point, host: host)
    }
    var step = first.handle(event, at: point, host: host)
    switch step.outcome {
    case .failed?:
      return finish(.failed)
    case .succeeded?:
      guard let done = first.value else { return finish(.failed) }
      firstValue = done
      value = .second(done, nil)
      step = GestureStep(updated: true, claimed: true)
      guard event != .release else {
        secondWaitsForPress = true
        return step
      }
      let started = handleSecond(.press, at: point, host: host)
      step.outcome = started.outcome
      return step
    case nil:
      if step.updated, let current = first.value { value = .first(current) }
      return step
    }
  }

  private func handleSecond(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    guard let firstValue else { return .none }
    let step = second.handle(event, at: point, host: host)
    value = .second(firstValue, second.value)
    switch step.outcome {
    case .succeeded?: return finish(.succeeded, step)
    case .failed?: return finish(.failed)
    case nil: return step
    }
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
    firstValue = nil
    secondWaitsForPress = false
  }
}
