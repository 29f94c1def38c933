/// The geometry effect of ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``: the view
/// turned about an axis in space and projected back onto the screen in perspective.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
  /// How far the view turns. As in SwiftUI, a positive angle about `(0, 1, 0)` takes the right
  /// edge away from the viewer, and one about `(0, 0, 1)` turns clockwise on screen.
  public var angle: Angle
  /// The axis the view turns about (x to the right, y down, z towards the viewer).
  public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  /// The point of the view the axis goes through.
  public var anchor: UnitPoint
  /// The depth of that point, in points.
  public var anchorZ: CGFloat
  /// How strong the perspective is: the eye is the view's larger side divided by this away from
  /// it; 0 for none.
  public var perspective: CGFloat

  /// A rotation by `angle` about `axis` through `anchor`.
  public init(
    angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) {
    self.angle = angle
    self.axis = axis
    self.anchor = anchor
    self.anchorZ = anchorZ
    self.perspective = perspective
  }

  /// Whether two effects turn the same way.
  nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
      && lhs.perspective == rhs.perspective
  }

  /// The angle, axis, anchor, depth and perspective, interpolated together.
  public var animatableData:
    AnimatablePair<
      Double,
      AnimatablePair<
        AnimatablePair<CGFloat, CGFloat>,
        AnimatablePair<
          AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
        >
      >
    >
  {
    get {
      AnimatablePair(
        angle.radians,
        AnimatablePair(
          AnimatablePair(axis.x, axis.y),
          AnimatablePair(
            AnimatablePair(axis.z, anchorZ), AnimatablePair(perspective, AnimatablePair(anchor.x, anchor.y))))
      )
    }
    set {
      angle = .radians(newValue.first)
      axis = (newValue.second.first.first, newValue.second.first.second, newValue.second.second.first.first)
      anchorZ = newValue.second.second.first.second
      perspective = newValue.second.second.second.first
      anchor = UnitPoint(
        x: newValue.second.second.second.second.first, y: newValue.second.second.second.second.second)
    }
  }

  /// The rotation of a view of `size`, projected onto the screen.
  public func effectValue(size: CGSize) -> ProjectionTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, angle.radians.isFinite else { return ProjectionTransform() }
    let (ux, uy, uz) = (axis.x / length, axis.y / length, axis.z / length)
    let c = cos(angle.radians)
    let s = sin(angle.radians)
    let t = 1 - c
    // The rotation matrix (Rodrigues), acting on column vectors.
    let r11 = t * ux * ux + c
    let r12 = t * ux * uy - s * uz
    let r13 = t * ux * uz + s * uy
    let r21 = t * ux * uy + s * uz
    let r22 = t * uy * uy + c
    let r23 = t * uy * uz - s * ux
    let r31 = t * ux * uz - s * uy
    let r32 = t * uy * uz + s * ux
    let r33 = t * uz * uz + c
    let ax = anchor.x * size.width
    let ay = anchor.y * size.height
    let az = anchorZ.isFinite ? anchorZ : 0
    // A point (x, y, 0) relative to the anchor, turned: each coordinate is affine in x and y.
    let rx0 = -r11 * ax - r12 * ay - r13 * az
    let ry0 = -r21 * ax - r22 * ay - r23 * az
    let rz0 = -r31 * ax - r32 * ay - r33 * az
    // The eye sits `distance` in front of the view; a point at depth z is divided by 1 - z/distance.
    let distance = max(size.width, size.height) / perspective
    let depthScale: CGFloat = distance.isFinite && distance > 0 ? -1 / distance : 0
    var m = ProjectionTransform()
    m.m13 = r31 * depthScale
    m.m23 = r32 * depthScale
    m.m33 = 1 + rz0 * depthScale
    // Moved back to the anchor after the divide: x / w + ax, so ax * w before it.
    m.m11 = r11 + ax * m.m13
    m.m21 = r12 + ax * m.m23
    m.m31 = rx0 + ax * m.m33
    m.m12 = r21 + ay * m.m13
    m.m22 = r22 + ay * m.m23
    m.m32 = ry0 + ay * m.m33
    return m
  }
}

/// The geometry effect of ``View/projectionEffect(_:)``: a fixed transform.
public struct _ProjectionEffect: GeometryEffect, Equatable {
  /// The transform, in the view's own coordinates.
  public var transform: ProjectionTransform

  /// An effect drawing with `transform`.
  public init(transform: ProjectionTransform) { self.transform = transform }

  /// The transform, whatever the size.
  public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
  /// Draws the view turned by `angle` about an axis in space through `anchor`, in perspective:
  /// a card flipping over, a page turning. Layout is unchanged; taps land where the view shows.
  ///
  /// ```swift
  /// CardFace()
  ///     .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
  ///     .animation(.easeInOut, value: isFlipped)
  /// ```
  ///
  /// - Parameters:
  ///   - angle: How far to turn.
  ///   - axis: The axis, x to the right, y down and z towards the viewer: `(0, 1, 0)` turns
  ///     about a vertical line.
  ///   - anchor: Where in the view the axis passes.
  ///   - anchorZ: The depth of the axis, in points.
  ///   - perspective: How strong the perspective is: the eye is the view's larger side divided
  ///     by this in front of it; 0 draws without perspective.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }

  /// Draws the view through `transform`, in its own coordinates (origin at its top-left
  /// corner), perspective included. Layout is unchanged.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_ProjectionEffect(transform: transform))
  }
}
