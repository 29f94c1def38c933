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
    /// How fast the pointer moves, in points per second, over the last tenth of a second (zero
    /// when it has held still that long).
    public var velocity: CGSize

    /// The distance from the start to the pointer.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// Where the drag would come to rest if released now, its velocity decaying as a flicked
    /// scroll view's does (to a stop about half a second's travel further).
    public var predictedEndLocation: CGPoint {
      CGPoint(
        x: location.x + velocity.width * Self.momentum, y: location.y + velocity.height * Self.momentum)
    }

    /// The translation at ``predictedEndLocation``.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }

    /// Seconds of travel at the current velocity that momentum adds: the sum of a velocity that
    /// keeps 99.8 % of itself every millisecond, as UIKit's normal deceleration does.
    static let momentum = 0.998 / (1 - 0.998) / 1000
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
    let gesture = self
    return .recognized(
      by: { DragGestureRecognizer(gesture) },
      update: {
        $0.gesture = gesture
        return true
      })
  }
}
