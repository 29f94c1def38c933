/// An ordered list of colors and where they lie along a gradient, from 0 (the start) to 1 (the end).
///
/// A gradient is used through `LinearGradient`, `RadialGradient` or `AngularGradient`, which say
/// where it starts and ends; used directly as a style, it runs from top to bottom.
/// ```swift
/// let spectrum = Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red])
/// Circle().fill(AngularGradient(gradient: spectrum, center: .center))
/// ```
public struct Gradient: Hashable, Sendable {
  /// One color of a gradient and where it lies.
  public struct Stop: Hashable, Sendable {
    /// The stop's color.
    public var color: Color
    /// Where the stop lies, from 0 (the gradient's start) to 1 (its end).
    public var location: CGFloat

    /// A stop of `color` at `location` (0…1).
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The gradient's stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A gradient through `colors`, spaced evenly from start to end.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
  }

  /// The stops as concrete colors in `environment`, with usable locations.
  func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradientStop] {
    if stops.isEmpty {
      ViewGraph.warnOnce("a gradient has no stops; it draws nothing")
      return []
    }
    var resolved = stops.map { stop -> ResolvedGradientStop in
      var location = Double(stop.location)
      if !location.isFinite || location < 0 || location > 1 {
        ViewGraph.warnOnce("gradient stop location \(location) is outside 0…1; clamped")
        location = location.isNaN ? 0 : min(max(location, 0), 1)
      }
      return ResolvedGradientStop(color: stop.color.resolve(in: environment), location: location)
    }
    // One color paints solid: the painter needs two stops to make a ramp.
    if resolved.count == 1 {
      resolved = [
        ResolvedGradientStop(color: resolved[0].color, location: 0),
        ResolvedGradientStop(color: resolved[0].color, location: 1),
      ]
    }
    return resolved
  }
}

extension Gradient: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._resolvePaint(
      in: environment, bounds: bounds)
  }
}

extension UnitPoint {
  /// The point in `rect`, with a warning and the center in place of non-finite coordinates.
  func checkedPoint(in rect: CGRect, _ what: String) -> CGPoint {
    guard x.isFinite, y.isFinite else {
      ViewGraph.warnOnce("\(what) (\(x), \(y)) is not finite; using the center")
      return UnitPoint.center.point(in: rect)
    }
    return point(in: rect)
  }
}

/// A usable gradient radius: NaN, infinite and negative radii are clamped with a warning.
func checkedRadius(_ radius: CGFloat, _ what: String) -> CGFloat {
  if radius.isNaN || radius.isInfinite || radius < 0 {
    ViewGraph.warnOnce("\(what) \(radius) is NaN, infinite or negative; using \(radius > 0 ? 10_000 : 0)")
    return radius > 0 ? 10_000 : 0
  }
  return radius
}

/// A usable angle: NaN and infinite angles become zero with a warning.
func checkedAngle(_ angle: Angle, _ what: String) -> Angle {
  guard angle.radians.isFinite else {
    ViewGraph.warnOnce("\(what) \(angle.radians) radians is not finite; using 0")
    return .zero
  }
  return angle
}
