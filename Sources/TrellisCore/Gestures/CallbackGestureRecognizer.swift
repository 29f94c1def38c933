/// Runs a gesture's `updating`, `onChanged` and `onEnded` callbacks around its recognizer, and
/// puts its gesture states back when it finishes or is cancelled.
final class CallbackGestureRecognizer<Value>: GestureRecognizer<Value> {
  let inner: GestureRecognizer<Value>
  var callbacks: GestureCallbacks<Value>
  /// Whether `updating` ran since the states were last reset.
  private var hasUpdated = false

  init(_ inner: GestureRecognizer<Value>, callbacks: GestureCallbacks<Value>) {
    self.inner = inner
    self.callbacks = callbacks
  }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    let step = inner.handle(event, at: point, host: host)
    value = inner.value
    isFinished = inner.isFinished
    if step.updated, let value {
      hasUpdated = true
      for update in callbacks.updates { update(value) }
      for change in callbacks.changes { change(value) }
    }
    switch step.outcome {
    case .succeeded?:
      // Gesture states are back at their initial values by the time `onEnded` runs, as in SwiftUI.
      resetStates()
      if let value { for end in callbacks.ends { end(value) } }
    case .failed?:
      resetStates()
    case nil:
      break
    }
    return step
  }

  override func cancel() {
    inner.cancel()
    super.cancel()
    resetStates()
  }

  private func resetStates() {
    guard hasUpdated else { return }
    hasUpdated = false
    for reset in callbacks.resets { reset() }
  }
}
