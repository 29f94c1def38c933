/// A gradient in circles: colors change from `startRadius` to `endRadius` around `center`.
///
/// The center is a unit point in the bounds of what is filled; the radii are in points.
/// ```swift
/// Circle().fill(.radialGradient(colors: [.white, .orange], center: .center, startRadius: 0, endRadius: 60))
/// ```
public struct RadialGradient: Hashable, Sendable {
  /// The gradient's colors.
  public var gradient: Gradient
  /// The circles' center, in the filled bounds.
  public var center: UnitPoint
  /// The radius, in points, where the first color lies.
  public var startRadius: CGFloat
  /// The radius, in points, where the last color lies.
  public var endRadius: CGFloat

  /// A radial gradient of `gradient` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A radial gradient through evenly spaced `colors`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `stops`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension RadialGradient: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    .radialGradient(
      stops: gradient.resolvedStops(in: environment),
      center: center.checkedPoint(in: bounds, "radial gradient center"),
      startRadius: checkedRadius(startRadius, "radial gradient start radius"),
      endRadius: checkedRadius(endRadius, "radial gradient end radius"))
  }
}

extension RadialGradient: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ShapeNode(view: ShapeStyleFill.view(of: view), name: "RadialGradient", parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ShapeNode<Rectangle>.self).update(view: ShapeStyleFill.view(of: view))
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient` around `center`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through evenly spaced `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `stops`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
