/// A gradient in ellipses that fit the filled bounds: a radial gradient in a unit square,
/// stretched to the bounds' width and height.
///
/// The radii are fractions of the bounds: the default, from 0 to 0.5, reaches the middle of
/// each edge.
/// ```swift
/// Capsule().fill(.ellipticalGradient(colors: [.yellow, .orange]))
/// ```
public struct EllipticalGradient: Hashable, Sendable {
  /// The gradient's colors.
  public var gradient: Gradient
  /// The ellipses' center, in the filled bounds.
  public var center: UnitPoint
  /// Where the first color lies, as a fraction of the bounds' width and height.
  public var startRadiusFraction: CGFloat
  /// Where the last color lies, as a fraction of the bounds' width and height.
  public var endRadiusFraction: CGFloat

  /// An elliptical gradient of `gradient` around `center`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// An elliptical gradient through evenly spaced `colors`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension EllipticalGradient: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    let start = checkedRadius(startRadiusFraction, "elliptical gradient start radius fraction")
    let end = checkedRadius(endRadiusFraction, "elliptical gradient end radius fraction")
    return .ellipticalGradient(
      stops: gradient.resolvedStops(in: environment),
      center: center.checkedPoint(in: bounds, "elliptical gradient center"),
      startRadius: CGSize(width: start * bounds.width, height: start * bounds.height),
      endRadius: CGSize(width: end * bounds.width, height: end * bounds.height))
  }
}

extension EllipticalGradient: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ShapeNode(view: ShapeStyleFill.view(of: view), name: "EllipticalGradient", parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ShapeNode<Rectangle>.self).update(view: ShapeStyleFill.view(of: view))
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient of `gradient` around `center`.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through evenly spaced `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `stops`.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
