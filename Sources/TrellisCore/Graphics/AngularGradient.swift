/// A gradient sweeping around a center: colors change with the angle, clockwise on screen from
/// `startAngle` (zero points right) to `endAngle`.
///
/// Equal angles (the default) sweep a full turn. A sweep shorter than a turn leaves a gap showing
/// the end colors. The center is a unit point in the bounds of what is filled.
/// ```swift
/// let spectrum = Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red])
/// Circle().strokeBorder(AngularGradient(gradient: spectrum, center: .center, angle: .degrees(-90)), lineWidth: 50)
/// ```
public struct AngularGradient: Hashable, Sendable {
  /// The gradient's colors.
  public var gradient: Gradient
  /// The sweep's center, in the filled bounds.
  public var center: UnitPoint
  /// Where the first color lies.
  public var startAngle: Angle
  /// Where the last color lies.
  public var endAngle: Angle

  /// An angular gradient of `gradient` from `startAngle` to `endAngle` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// An angular gradient through evenly spaced `colors`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `stops`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient: a full turn of `gradient` starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  /// A conic gradient through evenly spaced `colors`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A conic gradient through `stops`, starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

extension AngularGradient: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    let start = checkedAngle(startAngle, "angular gradient start angle")
    var end = checkedAngle(endAngle, "angular gradient end angle")
    if end == start { end = start + .degrees(360) }
    return .angularGradient(
      stops: gradient.resolvedStops(in: environment),
      center: center.checkedPoint(in: bounds, "angular gradient center"), startAngle: start, endAngle: end)
  }
}

extension AngularGradient: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ShapeNode(view: ShapeStyleFill.view(of: view), name: "AngularGradient", parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ShapeNode<Rectangle>.self).update(view: ShapeStyleFill.view(of: view))
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient` from `startAngle` to `endAngle` around `center`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through evenly spaced `colors`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `stops`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient: a full turn of `gradient` starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A conic gradient through evenly spaced `colors`, starting at `angle`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A conic gradient through `stops`, starting at `angle`.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
