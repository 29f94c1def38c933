/// Where an animation is after some time: the fraction of the way from the old value to the new
/// (a spring may overshoot past 1), and whether it has finished.
struct AnimationProgress: Equatable {
  var fraction: Double
  var isFinished: Bool
}

extension Animation {
  /// The animation's progress `elapsed` seconds after it started.
  func progress(after elapsed: Double) -> AnimationProgress {
    var time = (elapsed - delay) * speed
    if time <= 0 { return AnimationProgress(fraction: 0, isFinished: false) }
    let cycle = max(settlingDuration, 1e-6)
    var reversed = false
    if repeatCount != 1 {
      let total = repeatCount.map { Double($0) * cycle }
      if let total, time >= total {
        let lastReversed = autoreverses && (repeatCount! % 2 == 0)
        return AnimationProgress(fraction: lastReversed ? 0 : 1, isFinished: true)
      }
      let index = Int(time / cycle)
      time -= Double(index) * cycle
      reversed = autoreverses && index % 2 == 1
      let value = curveValue(at: time)
      return AnimationProgress(fraction: reversed ? 1 - value : value, isFinished: false)
    }
    if time >= cycle && !isSpring { return AnimationProgress(fraction: 1, isFinished: true) }
    let value = curveValue(at: time)
    if isSpring && time >= cycle { return AnimationProgress(fraction: 1, isFinished: true) }
    return AnimationProgress(fraction: value, isFinished: false)
  }

  /// The part of `delta` (the whole change) shown `elapsed` seconds in, or nil once finished. A
  /// custom animation runs with `context`, which keeps its state from frame to frame and starts
  /// afresh at each repeat.
  func animate<V: VectorArithmetic>(_ delta: V, after elapsed: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard case .custom(let box) = curve else {
      let progress = progress(after: elapsed)
      return progress.isFinished ? nil : delta.scaled(by: progress.fraction)
    }
    var time = (elapsed - delay) * speed
    if time <= 0 { return .zero }
    var reversed = false
    if repeatCount != 1 {
      let cycle = max(box.duration, 1e-6)
      if let count = repeatCount, time >= Double(count) * cycle { return nil }
      let index = Int(time / cycle)
      if index != context.cycle {
        context.cycle = index
        context.state = AnimationState()
        context.isLogicallyComplete = false
      }
      time -= Double(index) * cycle
      reversed = autoreverses && index % 2 == 1
    }
    guard let value = box.animate(value: delta, time: time, context: &context) else {
      // A repeat's cycle can end a frame before the next begins: hold its end.
      return repeatCount == 1 ? nil : (reversed ? .zero : delta)
    }
    return reversed ? delta - value : value
  }

  private var isSpring: Bool {
    if case .spring = curve { return true }
    return false
  }

  /// How long one run lasts: a timing curve's duration, or the time a spring takes to settle
  /// within a thousandth of its target.
  var settlingDuration: Double {
    switch curve {
    case .linear, .bezier, .custom: return max(0, duration)
    case .spring(let response, let damping, _):
      // The envelope e^(-ζ ω t) falls below 0.001 after t = ln(1000) / (ζ ω); a damping
      // fraction is at most 1 (see `spring(response:dampingFraction:initialVelocity:)`).
      let omega = 2 * Double.pi / response
      return min(10, log(1000) / (damping * omega))
    }
  }

  private func curveValue(at time: Double) -> Double {
    switch curve {
    case .linear:
      return duration > 0 ? min(1, time / duration) : 1
    case .bezier(let x1, let y1, let x2, let y2):
      guard duration > 0 else { return 1 }
      return UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: min(1, time / duration))
    case .spring(let response, let damping, let velocity):
      // The distance left falls from 1; the value rises at `velocity` at first.
      let spring = Spring(response: response, dampingRatio: damping)
      return 1 - spring.displacement(from: 1, velocity: -velocity, time: time)
    case .custom(let box):
      // Without a value's own context (a navigation slide's fraction), a fresh one each frame.
      var context = AnimationContext<Double>(environment: EnvironmentValues())
      return box.animate(value: 1.0, time: time, context: &context) ?? 1
    }
  }
}

/// A CSS-style cubic Bézier timing curve from (0, 0) to (1, 1).
struct UnitBezier {
  let x1, y1, x2, y2: Double

  private func sample(_ a: Double, _ b: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
  }

  private func slope(_ a: Double, _ b: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
  }

  /// The curve's y for `x` in 0…1, solving x(t) = x by Newton's method with bisection fallback.
  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var t = x
    for _ in 0..<8 {
      let error = sample(x1, x2, t) - x
      if abs(error) < 1e-7 { return sample(y1, y2, t) }
      let d = slope(x1, x2, t)
      if abs(d) < 1e-6 { break }
      t -= error / d
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<40 {
      let value = sample(x1, x2, t)
      if abs(value - x) < 1e-7 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return sample(y1, y2, t)
  }
}
