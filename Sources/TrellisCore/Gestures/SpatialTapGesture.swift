/// A tap (click), or `count` taps in a row, that reports where the last one landed.
///
/// ```swift
/// Canvas { … }
///     .gesture(SpatialTapGesture().onEnded { value in addDot(at: value.location) })
/// ```
public struct SpatialTapGesture: Gesture {
  /// Where a tap landed.
  public struct Value: Equatable, Sendable {
    /// The tap's location, in the gesture's coordinate space.
    public var location: CGPoint
  }

  /// How many taps in a row end the gesture.
  public var count: Int
  /// The space the location is in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps, reporting the location in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = max(1, count)
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// A gesture of `count` taps, reporting the location in `coordinateSpace`.
  @_disfavoredOverload
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = max(1, count)
    self.coordinateSpace = coordinateSpace
  }

  /// None: the gesture is primitive.
  public var body: Never { fatalError("SpatialTapGesture has no body") }

  public func _recipe() -> _GestureRecipe<Value> {
    let gesture = self
    return .recognized(
      by: { SpatialTapGestureRecognizer(gesture) },
      update: {
        $0.gesture = gesture
        return true
      })
  }
}

/// Recognizes a ``SpatialTapGesture`` as a ``TapGesture`` is recognized, and reads the location
/// of the tap that ended it.
final class SpatialTapGestureRecognizer: GestureRecognizer<SpatialTapGesture.Value> {
  var gesture: SpatialTapGesture
  private let taps: TapGestureRecognizer

  init(_ gesture: SpatialTapGesture) {
    self.gesture = gesture
    taps = TapGestureRecognizer(TapGesture(count: gesture.count))
  }

  override func handle(_ event: GestureEvent, at point: CGPoint, host: any GestureHost) -> GestureStep {
    taps.gesture = TapGesture(count: gesture.count)
    if event == .press { isFinished = false }
    let step = taps.handle(event, at: point, host: host)
    isFinished = taps.isFinished
    if step.outcome == .succeeded {
      let sample = host.sample(from: point, at: host.now, to: point, in: gesture.coordinateSpace)
      value = SpatialTapGesture.Value(location: sample.location)
    }
    return step
  }

  override func cancel() {
    super.cancel()
    taps.cancel()
  }
}

extension View {
  /// Runs `action` with the location of the tap when the view is tapped (clicked) `count`
  /// times, in `coordinateSpace`.
  ///
  /// ```swift
  /// Rectangle().onTapGesture { location in print("tapped at \(location)") }
  /// ```
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
  }
}
