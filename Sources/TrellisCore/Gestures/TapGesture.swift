/// A gesture that ends when the view is tapped (clicked) `count` times in a row.
///
/// ```swift
/// Text("Double-click me")
///     .gesture(TapGesture(count: 2).onEnded { zoom.toggle() })
/// ```
public struct TapGesture: Gesture {
  /// A tap reports no value.
  public typealias Value = Void

  /// How many taps in a row end the gesture.
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = max(1, count) }

  /// None: the gesture is primitive.
  public var body: Never { fatalError("TapGesture has no body") }

  public func _recipe() -> _GestureRecipe<Void> {
    let gesture = self
    return .recognized(
      by: { TapGestureRecognizer(gesture) },
      update: {
        $0.gesture = gesture
        return true
      })
  }
}
