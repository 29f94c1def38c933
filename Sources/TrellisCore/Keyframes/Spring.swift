import Foundation

/// A damped spring: how a `SpringKeyframe` moves towards its value, carrying the velocity it
/// had before.
public struct Spring: Hashable, Sendable {
  /// The mass on the spring.
  public let mass: Double
  /// How strongly the spring pulls towards its target.
  public let stiffness: Double
  /// How strongly motion is resisted.
  public let damping: Double

  /// A spring whose oscillation takes `mass`, `stiffness` and `damping`; damping beyond
  /// critical is allowed only when asked for.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let mass = mass.isFinite && mass > 0 ? mass : 1
    let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
    let critical = 2 * (mass * stiffness).squareRoot()
    var damping = damping.isFinite ? max(0, damping) : critical
    if !allowOverDamping { damping = min(damping, critical) }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// A spring that takes about `response` seconds per oscillation, damped by `dampingRatio`
  /// (1: no overshoot).
  public init(response: Double, dampingRatio: Double) {
    let response = response.isFinite && response > 0 ? response : 0.5
    let omega = 2 * Double.pi / response
    let ratio = dampingRatio.isFinite ? max(0, dampingRatio) : 1
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, allowOverDamping: true)
  }

  /// A spring of perceptual `duration` that overshoots by `bounce` (0: none; negative: slower
  /// than critically damped).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    let bounce = bounce.isFinite ? min(max(bounce, -1 + 1e-6), 1) : 0
    self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// A smooth spring with no bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A quick spring with a small bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A spring with a visible bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A smooth spring of the given duration.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A snappy spring of the given duration.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring of the given duration.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// The seconds per oscillation.
  public var response: Double { 2 * Double.pi / naturalFrequency }
  /// The damping relative to critical damping.
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }
  /// The perceptual duration.
  public var duration: TimeInterval { response }
  /// How much the spring overshoots.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  private var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// How long the spring takes, from rest, to come within a thousandth of its target and stay.
  public var settlingDuration: TimeInterval {
    let step = 1.0 / 240
    var last = 0.0
    var time = 0.0
    while time < 30 {
      time += step
      if abs(displacement(from: 1, velocity: 0, time: time)) > 0.001 { last = time }
      // Past the envelope's own settling time nothing larger comes back.
      if time > last + 2 * response { break }
    }
    return last
  }

  /// The value `time` seconds after starting from zero with `initialVelocity`, pulled towards
  /// `target`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    target + target.scaled(by: -displacement(from: 1, velocity: 0, time: time))
      + initialVelocity.scaled(by: displacement(from: 0, velocity: 1, time: time))
  }

  /// The velocity `time` seconds after starting from zero with `initialVelocity`, pulled
  /// towards `target`.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    target.scaled(by: -speed(from: 1, velocity: 0, time: time))
      + initialVelocity.scaled(by: speed(from: 0, velocity: 1, time: time))
  }

  /// The distance from the target after `time`, starting `x0` away moving at `v0`: the
  /// damped oscillator's closed form.
  func displacement(from x0: Double, velocity v0: Double, time t: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 { return exp(-omega * t) * (x0 + (v0 + omega * x0) * t) }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * omega * t)
        * (x0 * cos(damped * t) + (v0 + zeta * omega * x0) / damped * sin(damped * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    return (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// The rate of change of `displacement`, found numerically.
  func speed(from x0: Double, velocity v0: Double, time t: Double) -> Double {
    let step = 1e-5
    if t < step { return v0 }
    return
      (displacement(from: x0, velocity: v0, time: t + step)
      - displacement(from: x0, velocity: v0, time: t - step))
      / (2 * step)
  }
}
