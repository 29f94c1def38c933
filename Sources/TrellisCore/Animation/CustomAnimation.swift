import Foundation

/// An animation of your own: given the whole change and the time since it started, it says how
/// much of the change is shown, until it returns nil to finish.
///
/// ```swift
/// struct Linear: CustomAnimation {
///   var duration: Double
///   func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
///     time < duration ? value.scaled(by: time / duration) : nil
///   }
/// }
/// withAnimation(Animation(Linear(duration: 0.5))) { expanded.toggle() }
/// ```
public protocol CustomAnimation: Hashable, Sendable {
  /// The part of `value` (the change, from the old value to the new) shown `time` seconds after
  /// the animation began, or nil once it is done and the new value is shown.
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?

  /// The velocity at `time`, when the animation can tell it.
  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?

  /// Whether this animation takes over a running `previous` one instead of starting over.
  /// Trellis always starts a new animation from the value on screen, so this is not asked.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// By default, no velocity.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    nil
  }

  /// By default, no merging.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

extension Animation {
  /// An animation made by `base`, which can then be delayed, sped up and repeated like any other.
  public init<A: CustomAnimation>(_ base: A) {
    let box = CustomAnimationBox(base)
    self.init(curve: .custom(box), duration: box.duration)
  }
}

/// A custom animation, hashable as its value; it knows how long it lasts (from a run over a
/// change of 1) so that completions and repeats can be timed.
final class CustomAnimationBox: Hashable, Sendable {
  let base: any CustomAnimation
  /// Seconds until the animation finished over a change of 1, at most a minute.
  let duration: Double
  /// Seconds until it said it was logically complete, or `duration` if it never did.
  let logicalDuration: Double

  init<A: CustomAnimation>(_ base: A) {
    self.base = base
    (duration, logicalDuration) = Self.durations(of: base)
  }

  /// The durations measured for equal animations, so that a body that makes the same
  /// `Animation(_:)` at every evaluation runs the animation over a change of 1 only once.
  nonisolated(unsafe) private static var measured: [AnyHashable: (Double, Double)] = [:]
  private static let lock = NSLock()

  private static func durations<A: CustomAnimation>(of base: A) -> (Double, Double) {
    let key = AnyHashable(base)
    if let known = lock.withLock({ measured[key] }) { return known }
    let made = measure(base)
    lock.withLock {
      if measured.count >= 256 { measured.removeAll() }
      measured[key] = made
    }
    return made
  }

  /// Runs `base` over a change of 1, a frame at a time, to find when it ends and when it is
  /// logically complete.
  private static func measure<A: CustomAnimation>(_ base: A) -> (Double, Double) {
    var context = AnimationContext<Double>(environment: EnvironmentValues())
    var time = 0.0
    var logical: Double?
    while time < 60, base.animate(value: 1.0, time: time, context: &context) != nil {
      if logical == nil, context.isLogicallyComplete { logical = time }
      time += 1 / 60
    }
    // The run ended between the last two frames; narrow it down, so that repeats keep time.
    var low = max(0, time - 1 / 60)
    var high = time
    for _ in 0..<30 where time < 60 && high - low > 1e-9 {
      let middle = (low + high) / 2
      var probe = AnimationContext<Double>(environment: EnvironmentValues())
      if base.animate(value: 1.0, time: middle, context: &probe) == nil {
        high = middle
      } else {
        low = middle
      }
    }
    return (high, min(logical ?? high, high))
  }

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  static func == (lhs: CustomAnimationBox, rhs: CustomAnimationBox) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
