/// A shape style drawn at a fraction of its opacity.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    base._resolvePaint(in: environment, bounds: bounds).withOpacity(opacity)
  }
}

extension ShapeStyle {
  /// This style at `opacity` (0…1) times its own opacity.
  ///
  /// ```swift
  /// Capsule().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing).opacity(0.5))
  /// ```
  // Disfavored so that `Color.red.opacity(0.5)` stays a `Color` and views keep `View.opacity`;
  // this one is chosen only where a shape style is required.
  /// The style with its opacity multiplied by `opacity`.
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
    if opacity.isNaN || opacity < 0 || opacity > 1 {
      ViewGraph.warnOnce("shape style opacity \(opacity) is outside 0…1; clamped")
    }
    return _OpacityShapeStyle(base: self, opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1))
  }
}
