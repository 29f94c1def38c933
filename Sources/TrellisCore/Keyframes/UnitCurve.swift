/// A function from 0…1 to 0…1 that shapes how a keyframe moves between its values.
public struct UnitCurve: Hashable, Sendable {
  private enum Shape: Hashable, Sendable {
    case linear
    case bezier(Double, Double, Double, Double)
    case circularEaseIn, circularEaseOut, circularEaseInOut
  }

  private let shape: Shape

  private init(_ shape: Shape) { self.shape = shape }

  /// Constant speed.
  public static let linear = UnitCurve(.linear)
  /// Starts slowly.
  public static let easeIn = UnitCurve(.bezier(0.42, 0, 1, 1))
  /// Ends slowly.
  public static let easeOut = UnitCurve(.bezier(0, 0, 0.58, 1))
  /// Starts and ends slowly.
  public static let easeInOut = UnitCurve(.bezier(0.42, 0, 0.58, 1))
  /// A quarter circle that starts slowly.
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  /// A quarter circle that ends slowly.
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  /// Two quarter circles: slow, fast, slow.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      .bezier(
        Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x),
        Double(endControlPoint.y)))
  }

  /// The curve's value at `progress`, clamped to 0…1.
  public func value(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch shape {
    case .linear: return x
    case .bezier(let x1, let y1, let x2, let y2):
      return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: x)
    case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot() + 1) / 2
    }
  }

  /// The curve's rate of change at `progress`, found numerically.
  public func velocity(at progress: Double) -> Double {
    let step = 1e-4
    let low = max(0, progress - step)
    let high = min(1, progress + step)
    guard high > low else { return 0 }
    return (value(at: high) - value(at: low)) / (high - low)
  }
}
