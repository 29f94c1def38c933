/// Plays a symbol effect on its content with keyframes: for as long as it is active, or once
/// (or `options`' count of times) each time a value changes.
struct SymbolEffectModifier<Trigger: Equatable>: ViewModifier {
  enum Mode: Equatable {
    case indefinite(isActive: Bool)
    case discrete(Trigger)
  }

  let motion: _SymbolEffectMotion
  let options: SymbolEffectOptions
  let mode: Mode
  @Environment(\.symbolEffectsRemoved) private var isRemoved

  func body(content: Content) -> some View {
    if isRemoved {
      content
    } else if let held = motion.heldScale {
      let isActive = mode == .indefinite(isActive: true)
      content.scaleEffect(isActive ? held : 1).animation(.smooth(duration: 0.3), value: isActive)
    } else {
      let anchor = motion.anchor
      let show = { (content: PlaceholderContentView<Content>, frame: SymbolEffectFrame) in
        SymbolEffectFrameView(content: AnyView(content), frame: frame, anchor: anchor)
      }
      switch mode {
      case .indefinite(let isActive) where options.repeatCount == nil:
        let plan = scaled(runs: 1)
        content.keyframeAnimator(initialValue: SymbolEffectFrame(), repeating: isActive, content: show) {
          start in
          SymbolEffectKeyframes(plan: plan, start: start)
        }
      case .indefinite(let isActive):
        // A counted run starts when the effect becomes active and plays nothing when it stops.
        let plan = isActive ? scaled(runs: options.repeatCount ?? 1) : _SymbolEffectMotion()
        content.keyframeAnimator(initialValue: SymbolEffectFrame(), trigger: isActive, content: show) {
          start in
          SymbolEffectKeyframes(plan: plan, start: start)
        }
      case .discrete(let value):
        let plan = scaled(runs: options.repeatCount ?? 1)
        content.keyframeAnimator(initialValue: SymbolEffectFrame(), trigger: value, content: show) { start in
          SymbolEffectKeyframes(plan: plan, start: start)
        }
      }
    }
  }

  /// The motion at the options' speed, played `runs` times.
  private func scaled(runs: Int) -> _SymbolEffectMotion {
    let speed = options.speed
    func each(_ steps: [SymbolEffectStep]) -> [SymbolEffectStep] {
      let once = steps.map { SymbolEffectStep($0.value, $0.duration / speed) }
      return Array([[SymbolEffectStep]](repeating: once, count: max(1, runs)).joined())
    }
    var result = motion
    result.scale = each(motion.scale)
    result.opacity = each(motion.opacity)
    result.rotation = each(motion.rotation)
    result.offsetX = each(motion.offsetX)
    result.offsetY = each(motion.offsetY)
    return result
  }
}

/// A frame of a symbol effect: how far the symbol is scaled, faded, turned and moved.
struct SymbolEffectFrame: Sendable {
  var scale: CGFloat = 1
  var opacity: Double = 1
  var rotation: Double = 0
  var offsetX: CGFloat = 0
  var offsetY: CGFloat = 0
}

/// The content shown at one frame of a symbol effect.
struct SymbolEffectFrameView: View {
  let content: AnyView
  let frame: SymbolEffectFrame
  let anchor: UnitPoint

  var body: some View {
    content
      .scaleEffect(frame.scale, anchor: anchor)
      .rotationEffect(.degrees(frame.rotation.truncatingRemainder(dividingBy: 360)))
      .opacity(frame.opacity)
      .offset(x: frame.offsetX, y: frame.offsetY)
  }
}

/// The keyframe tracks of a symbol effect's motion.
struct SymbolEffectKeyframes: Keyframes {
  let plan: _SymbolEffectMotion
  /// The frame the run starts from: a full turn goes on from the last one's end.
  let start: SymbolEffectFrame

  /// The angles of the rotation steps.
  private var angles: [SymbolEffectStep] {
    guard plan.rotationAccumulates else { return plan.rotation }
    var angle = start.rotation
    return plan.rotation.map { step in
      angle += step.value
      return SymbolEffectStep(angle, step.duration)
    }
  }

  var body: some Keyframes<SymbolEffectFrame> {
    KeyframeTrack(\SymbolEffectFrame.scale) {
      for step in plan.scale { CubicKeyframe(CGFloat(step.value), duration: step.duration) }
    }
    KeyframeTrack(\SymbolEffectFrame.opacity) {
      for step in plan.opacity { CubicKeyframe(step.value, duration: step.duration) }
    }
    KeyframeTrack(\SymbolEffectFrame.rotation) {
      for step in angles { LinearKeyframe(step.value, duration: step.duration) }
    }
    KeyframeTrack(\SymbolEffectFrame.offsetX) {
      for step in plan.offsetX { CubicKeyframe(CGFloat(step.value), duration: step.duration) }
    }
    KeyframeTrack(\SymbolEffectFrame.offsetY) {
      for step in plan.offsetY { CubicKeyframe(CGFloat(step.value), duration: step.duration) }
    }
  }
}

struct SymbolEffectsRemovedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether `symbolEffectsRemoved()` turned symbol effects off here.
  var symbolEffectsRemoved: Bool {
    get { self[SymbolEffectsRemovedKey.self] }
    set { self[SymbolEffectsRemovedKey.self] = newValue }
  }
}

extension View {
  /// Plays `effect` on the symbol for as long as `isActive` is true.
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.pulse, isActive: isSearching)
  /// ```
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(
      SymbolEffectModifier<Bool>(
        motion: effect._motion, options: options, mode: .indefinite(isActive: isActive)))
  }

  /// Plays `effect` on the symbol each time `value` changes.
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
  /// ```
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(SymbolEffectModifier<U>(motion: effect._motion, options: options, mode: .discrete(value)))
  }

  /// Turns off the symbol effects inside this view (or, with false, turns them back on).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    environment(\.symbolEffectsRemoved, isEnabled)
  }
}
