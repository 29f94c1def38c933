/// Moves a value from where it is shown to a new target over an animation; a new target
/// mid-flight starts from the value on screen, so nothing jumps.
struct ValueAnimator<Value: VectorArithmetic> {
  private(set) var target: Value
  private var from: Value
  private var start: Double = 0
  private var animation: Animation?
  private(set) var presented: Value
  /// A custom animation's context, only while one runs (boxed, so other animators stay small).
  private var custom: CustomAnimationRun<Value>?

  init(_ value: Value) {
    target = value
    from = value
    presented = value
  }

  var isAnimating: Bool { animation != nil }

  /// Sets a new target, animated by `animation` from the presented value, or at once when nil;
  /// a custom animation sees `environment` in its context. Returns whether an animation started.
  mutating func set(
    _ value: Value, animation: Animation?, now: Double,
    environment: @autoclosure () -> EnvironmentValues = EnvironmentValues()
  ) -> Bool {
    // Where a running animation has got to by now, which may be later than the last frame: a
    // change made as an animation completes (the next phase of a PhaseAnimator) starts there.
    if self.animation != nil { _ = advance(to: now) }
    target = value
    guard let animation, value != presented else {
      self.animation = nil
      from = value
      presented = value
      return false
    }
    from = presented
    start = now
    self.animation = animation
    if case .custom = animation.curve {
      custom = CustomAnimationRun(AnimationContext(environment: environment()))
    } else {
      custom = nil
    }
    return true
  }

  /// Moves the presented value, the target and where a running animation started by `delta`,
  /// so that the animation goes on as it was, displaced.
  mutating func shift(by delta: Value) {
    target += delta
    from += delta
    presented += delta
  }

  /// Updates the presented value for time `now`; returns whether the animation goes on.
  mutating func advance(to now: Double) -> Bool {
    guard let animation else { return false }
    if let custom {
      guard let shown = animation.animate(target - from, after: now - start, context: &custom.context) else {
        return finish()
      }
      presented = from + shown
      return true
    }
    let progress = animation.progress(after: now - start)
    if progress.isFinished { return finish() }
    presented = from + (target - from).scaled(by: progress.fraction)
    return true
  }

  private mutating func finish() -> Bool {
    presented = target
    animation = nil
    custom = nil
    return false
  }
}

/// The context of a custom animation running in a ``ValueAnimator``.
final class CustomAnimationRun<Value: VectorArithmetic> {
  var context: AnimationContext<Value>
  init(_ context: AnimationContext<Value>) { self.context = context }
}

extension CGRect {
  /// The rectangle as four animatable numbers: origin and size.
  var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(AnimatablePair(origin.x, origin.y), AnimatablePair(size.width, size.height)) }
    set {
      self = CGRect(
        x: newValue.first.first, y: newValue.first.second, width: newValue.second.first,
        height: newValue.second.second)
    }
  }
}

extension Color.Resolved {
  var animatableData: AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>> {
    get { AnimatablePair(AnimatablePair(red, green), AnimatablePair(blue, opacity)) }
    set {
      red = newValue.first.first
      green = newValue.first.second
      blue = newValue.second.first
      opacity = newValue.second.second
    }
  }
}

extension CGRect {
  /// This rectangle replaced by the one `data` describes.
  func with(_ data: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    -> CGRect
  {
    var copy = self
    copy.animatableData = data
    return copy
  }
}
