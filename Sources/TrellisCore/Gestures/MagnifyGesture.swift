import Foundation

/// A gesture that follows a pinch: its value is the scale since the pinch began.
///
/// On a Linux desktop a pinch is the wheel with Control held: each notch away from the user
/// zooms in by a tenth, and the pinch ends a third of a second after the last notch.
///
/// ```swift
/// @GestureState private var zoom = 1.0
///
/// Image("map")
///     .scaleEffect(zoom)
///     .gesture(MagnifyGesture().updating($zoom) { value, zoom, _ in zoom = value.magnification })
/// ```
public struct MagnifyGesture: Gesture {
  /// The state of a pinch.
  public struct Value: Equatable, Sendable {
    /// The scale since the pinch began: above 1 zooms in.
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// Where the pinch began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the pinch began, in the view's coordinates.
    public var startLocation: CGPoint
    /// When the value was taken.
    public var time: Date
  }

  /// How far the scale must move from 1 before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch gesture that starts once the scale has moved `minimumScaleDelta` from 1.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01
  }

  /// None: the gesture is primitive.
  public typealias Body = Never

  public func _recipe() -> _GestureRecipe<Value> {
    let gesture = self
    return .recognized(
      by: {
        PinchGestureRecognizer<Value>(threshold: { abs($0.magnification - 1) >= gesture.minimumScaleDelta }) {
          sample in
          Value(
            magnification: sample.magnification, velocity: sample.magnificationVelocity,
            startAnchor: sample.startAnchor, startLocation: sample.startLocation, time: sample.time)
        }
      },
      update: { _ in true })
  }
}

/// A gesture that follows a twist: its value is the rotation since it began.
///
/// On a Linux desktop a twist is the wheel with Control and Shift held: each notch away from
/// the user turns by 15 degrees counterclockwise, and the twist ends a third of a second after
/// the last notch.
public struct RotateGesture: Gesture {
  /// The state of a twist.
  public struct Value: Equatable, Sendable {
    /// The rotation since the twist began.
    public var rotation: Angle
    /// How fast the rotation changes, per second.
    public var velocity: Angle
    /// Where the twist began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the twist began, in the view's coordinates.
    public var startLocation: CGPoint
    /// When the value was taken.
    public var time: Date
  }

  /// How far the rotation must move before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A twist gesture that starts once the rotation has moved `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta.radians.isFinite ? minimumAngleDelta : .degrees(1)
  }

  /// None: the gesture is primitive.
  public typealias Body = Never

  public func _recipe() -> _GestureRecipe<Value> {
    let gesture = self
    return .recognized(
      by: {
        PinchGestureRecognizer<Value>(
          threshold: { abs($0.rotation.radians) >= abs(gesture.minimumAngleDelta.radians) }
        ) { sample in
          Value(
            rotation: sample.rotation, velocity: sample.rotationVelocity, startAnchor: sample.startAnchor,
            startLocation: sample.startLocation, time: sample.time)
        }
      },
      update: { _ in true })
  }
}

/// The older pinch gesture, whose value is the scale alone.
public struct MagnificationGesture: Gesture {
  /// How far the scale must move from 1 before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch gesture that starts once the scale has moved `minimumScaleDelta` from 1.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// The pinch, as its scale.
  public var body: some Gesture<CGFloat> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)
  }
}

/// The older twist gesture, whose value is the rotation alone.
public struct RotationGesture: Gesture {
  /// How far the rotation must move before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A twist gesture that starts once the rotation has moved `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// The twist, as its rotation.
  public var body: some Gesture<Angle> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)
  }
}
