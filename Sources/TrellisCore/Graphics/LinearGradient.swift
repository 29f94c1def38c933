/// A gradient along a line: colors change from `startPoint` to `endPoint`, and stay at the end
/// colors beyond them.
///
/// The points are unit points in the bounds of what is filled, so the same gradient fits shapes of
/// any size. As a view, it fills the space it is offered.
/// ```swift
/// RoundedRectangle(cornerRadius: 12)
///     .fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: Hashable, Sendable {
  /// The gradient's colors.
  public var gradient: Gradient
  /// Where the gradient starts, in the filled bounds.
  public var startPoint: UnitPoint
  /// Where the gradient ends, in the filled bounds.
  public var endPoint: UnitPoint

  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A linear gradient through evenly spaced `colors`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

extension LinearGradient: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    .linearGradient(
      stops: gradient.resolvedStops(in: environment),
      start: startPoint.checkedPoint(in: bounds, "linear gradient start point"),
      end: endPoint.checkedPoint(in: bounds, "linear gradient end point"))
  }
}

extension LinearGradient: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ShapeNode(view: ShapeStyleFill.view(of: view), name: "LinearGradient", parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ShapeNode<Rectangle>.self).update(view: ShapeStyleFill.view(of: view))
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through evenly spaced `colors`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

/// Builds the view of a style that fills its frame, as gradients and materials used as views do.
@MainActor
enum ShapeStyleFill {
  static func view<S: ShapeStyle>(of style: S) -> _ShapeView<Rectangle> {
    _ShapeView(shape: Rectangle(), style: AnyShapeStyle(style), mode: .fill(FillStyle()))
  }
}
