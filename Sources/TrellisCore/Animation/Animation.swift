/// How a change moves from its old value to its new one over time.
public struct Animation: Hashable, Sendable {
  enum Curve: Hashable, Sendable {
    case linear
    case bezier(Double, Double, Double, Double)
    /// A spring from rest at 0 toward 1, or moving at `initialVelocity` (fractions of the
    /// change a second) at the start.
    case spring(response: Double, dampingFraction: Double, initialVelocity: Double = 0)
    case custom(CustomAnimationBox)
  }

  var curve: Curve
  var duration: Double
  var delay: Double = 0
  var speed: Double = 1
  var repeatCount: Int? = 1
  var autoreverses = true

  init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// The default animation: a smooth spring.
  public static let `default` = Animation.spring(response: 0.5, dampingFraction: 1)

  /// Constant speed.
  public static let linear = Animation.linear(duration: 0.35)
  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
  /// Starts slowly.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// Starts slowly, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .bezier(0.42, 0, 1, 1), duration: duration)
  }
  /// Ends slowly.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// Ends slowly, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .bezier(0, 0, 0.58, 1), duration: duration)
  }
  /// Starts and ends slowly.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  /// Starts and ends slowly, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .bezier(0.42, 0, 0.58, 1), duration: duration)
  }

  /// A spring with a response time (seconds per oscillation) and a damping fraction (1: no bounce).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  {
    spring(response: response, dampingFraction: dampingFraction, initialVelocity: 0)
  }

  /// A spring with clean arguments: a damping fraction over 1 (over-damped) counts as 1, as the
  /// springs of SwiftUI's `Animation` do.
  static func spring(response: Double, dampingFraction: Double, initialVelocity: Double) -> Animation {
    let response = max(0.01, response.isFinite ? response : 0.5)
    let damping = min(1, max(0.01, dampingFraction.isFinite ? dampingFraction : 1))
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    return Animation(
      curve: .spring(response: response, dampingFraction: damping, initialVelocity: velocity),
      duration: response * 2)
  }

  // Disfavoured so that `.spring()`, with every argument defaulted, means the response spring.
  /// A spring that settles in about `duration` seconds, bouncing by `bounce` (0: none, 1: endless).
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    spring(response: duration, dampingFraction: 1 - min(max(bounce, -1), 0.99))
  }

  /// A spring with no bounce.
  public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
  /// A smooth spring with no bounce.
  public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
  /// A quick spring with a small bounce.
  public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
  /// A spring with a visible bounce.
  public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)
  /// A smooth spring with no bounce, of the given duration.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: extraBounce)
  }
  /// A quick spring, of the given duration.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring, of the given duration.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// A cubic Bézier timing curve from (0, 0) to (1, 1) through the control points (`c0x`, `c0y`)
  /// and (`c1x`, `c1y`), as in CSS, over `duration` seconds.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    let x0 = c0x.isFinite ? min(max(c0x, 0), 1) : 0
    let x1 = c1x.isFinite ? min(max(c1x, 0), 1) : 1
    let y0 = c0y.isFinite ? c0y : 0
    let y1 = c1y.isFinite ? c1y : 1
    return Animation(curve: .bezier(x0, y0, x1, y1), duration: duration.isFinite ? max(0, duration) : 0.35)
  }

  /// The animation starting `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay = max(0, delay.isFinite ? delay : 0)
    return copy
  }

  /// The animation played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed = speed > 0 && speed.isFinite ? speed : 1
    return copy
  }

  /// The animation played `repeatCount` times, reversing each other time if `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = max(1, repeatCount)
    copy.autoreverses = autoreverses
    return copy
  }

  /// The animation repeated for as long as the view is shown.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }
}
