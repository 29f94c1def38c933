/// How a change moves from its old value to its new one over time.
public struct Animation: Hashable, Sendable {
  enum Curve: Hashable, Sendable {
    case linear
    case bezier(Double, Double, Double, Double)
    case spring(response: Double, dampingFraction: Double)
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
    let response = max(0.01, response.isFinite ? response : 0.5)
    let damping = max(0.01, dampingFraction.isFinite ? dampingFraction : 1)
    return Animation(curve: .spring(response: response, dampingFraction: damping), duration: response * 2)
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
