/// Two gestures recognized at the same time, each on its own: the value holds the latest value
/// of each, and the gesture ends when both have ended, successfully if either did.
///
/// ```swift
/// DragGesture().simultaneously(with: LongPressGesture())
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of the two gestures; nil for one that has no value yet.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Recognizes `first` and `second` at the same time.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("SimultaneousGesture has no body") }

  public func _recipe() -> _GestureRecipe<Value> {
    let first = self.first._recipe()
    let second = self.second._recipe()
    return .recognized(
      by: { SimultaneousGestureRecognizer(first.recognizer(), second.recognizer()) },
      update: { first.refresh($0.first) && second.refresh($0.second) })
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// A gesture that recognizes this one and `other` at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
}

/// Hands every event to both gestures that have not ended yet.
final class SimultaneousGestureRecognizer<First, Second>: GestureRecognizer<
  SimultaneousGesture<First, Second>.Value
>
where First: Gesture, Second: Gesture {
  let first: CallbackGestureRecognizer<First.Value>
  let second: CallbackGestureRecognizer<Second.Value>
  private var outcomes: [GestureStep.Outcome?] = [nil, nil]

  init(_ first: CallbackGestureRecognizer<First.Value>, _ second: CallbackGestureRecognizer<Second.Value>) {
    self.first = first
    self.second = second
  }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    if event.beginsSession {
      outcomes = [nil, nil]
      isFinished = false
    }
    guard !isFinished else { return .none }
    var step = GestureStep()
    let steps = [
      outcomes[0] == nil ? first.handle(event, at: point, host: host) : .none,
      outcomes[1] == nil ? second.handle(event, at: point, host: host) : .none,
    ]
    for (index, part) in steps.enumerated() {
      step.updated = step.updated || part.updated
      step.claimed = step.claimed || part.claimed
      if let outcome = part.outcome { outcomes[index] = outcome }
    }
    value = SimultaneousGesture<First, Second>.Value(first: first.value, second: second.value)
    if let one = outcomes[0], let other = outcomes[1] {
      return finish(one == .succeeded || other == .succeeded ? .succeeded : .failed, step)
    }
    return step
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }
}
