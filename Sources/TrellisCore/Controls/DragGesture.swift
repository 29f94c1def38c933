/// A gesture that follows the pointer while it is pressed and moved past a minimum distance.
///
/// ```swift
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When this value was made.
    public var time: Date
    /// The pointer's location.
    public var location: CGPoint
    /// Where the pointer was pressed.
    public var startLocation: CGPoint
    /// How fast the pointer moves, in points per second (Trellis reports zero).
    public var velocity: CGSize

    /// The distance from the start to the pointer.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// Where the drag would end if it stopped now: Trellis predicts no momentum, so the current
    /// location.
    public var predictedEndLocation: CGPoint { location }

    /// The translation at ``predictedEndLocation``.
    public var predictedEndTranslation: CGSize { translation }
  }

  /// How far the pointer moves before the drag starts.
  public var minimumDistance: CGFloat
  /// The space the locations are in.
  public var coordinateSpace: CoordinateSpace

  /// A drag that starts after `minimumDistance` points, reporting locations in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.minimumDistance = max(0, minimumDistance)
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// A drag that starts after `minimumDistance` points, reporting locations in `coordinateSpace`.
  @_disfavoredOverload
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = max(0, minimumDistance)
    self.coordinateSpace = coordinateSpace
  }

  /// None: the gesture is primitive.
  public var body: Never { fatalError("DragGesture has no body") }

  public func _recipe() -> _GestureRecipe<Value> {
    _GestureRecipe(
      kind: .drag(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace),
      makeValue: { sample in
        Value(
          time: sample.time, location: sample.location, startLocation: sample.startLocation, velocity: .zero)
      })
  }
}
