/// A gesture whose values are another gesture's, transformed; made by ``Gesture/map(_:)``.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let content: Content
  let transform: (Content.Value) -> Value

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("_MapGesture has no body") }

  public func _recipe() -> _GestureRecipe<Value> {
    let content = self.content._recipe()
    let transform = self.transform
    return .recognized(
      by: { MappedGestureRecognizer(content.recognizer(), transform: transform) },
      update: { recognizer in
        recognizer.transform = transform
        return content.refresh(recognizer.content)
      })
  }
}

extension Gesture {
  /// A gesture that reports `body`'s transformation of this gesture's values.
  ///
  /// ```swift
  /// DragGesture().map { $0.translation.width }.onChanged { offset = $0 }
  /// ```
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }
}

/// Runs the content's recognizer and transforms each value it reports.
final class MappedGestureRecognizer<ContentValue, Value>: GestureRecognizer<Value> {
  let content: CallbackGestureRecognizer<ContentValue>
  var transform: (ContentValue) -> Value

  init(_ content: CallbackGestureRecognizer<ContentValue>, transform: @escaping (ContentValue) -> Value) {
    self.content = content
    self.transform = transform
  }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    let step = content.handle(event, at: point, host: host)
    isFinished = content.isFinished
    if step.updated || step.outcome == .succeeded { value = content.value.map(transform) }
    return step
  }

  override func cancel() {
    content.cancel()
    super.cancel()
  }
}
