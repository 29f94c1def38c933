/// A gesture that succeeds when the pointer stays pressed, without wandering, for a minimum time.
///
/// Its value is `true` from the press on; `onEnded` runs as soon as the time has passed, while
/// the pointer is still down, and a control under the pointer then no longer fires on release.
///
/// ```swift
/// @GestureState private var isDetectingLongPress = false
///
/// Circle()
///     .fill(isDetectingLongPress ? .red : .green)
///     .gesture(
///         LongPressGesture(minimumDuration: 1)
///             .updating($isDetectingLongPress) { pressing, state, _ in state = pressing }
///             .onEnded { _ in completed = true })
/// ```
public struct LongPressGesture: Gesture {
  /// Whether the pointer is pressed (always true while the gesture runs).
  public typealias Value = Bool

  /// How long, in seconds, the pointer must stay pressed.
  public var minimumDuration: Double
  /// How far, in points, the pointer may move before the gesture fails.
  public var maximumDistance: CGFloat

  /// A long press of at least `minimumDuration` seconds within `maximumDistance` points.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
    self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
  }

  /// None: the gesture is primitive.
  public var body: Never { fatalError("LongPressGesture has no body") }

  public func _recipe() -> _GestureRecipe<Bool> {
    let gesture = self
    return .recognized(
      by: { LongPressGestureRecognizer(gesture) },
      update: {
        $0.gesture = gesture
        return true
      })
  }
}

/// A gesture that tells an action when its content starts and stops being pressed.
public struct _PressingChangedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Bool) -> Void

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("_PressingChangedGesture has no body") }

  public func _recipe() -> _GestureRecipe<Content.Value> {
    var recipe = content._recipe()
    let action = self.action
    // A long press reports its value once, at the press; its resets run when it ends either way.
    recipe.callbacks.updates.append { _ in action(true) }
    recipe.callbacks.resets.append { action(false) }
    return recipe
  }
}

extension View {
  /// Runs `action` once the view has been pressed for `minimumDuration` seconds without the
  /// pointer moving more than `maximumDistance` points; `onPressingChanged` hears when a press
  /// starts and when it ends, succeeded or not.
  ///
  /// ```swift
  /// Text("Hold to delete")
  ///     .onLongPressGesture(minimumDuration: 1) { delete() } onPressingChanged: { isHolding = $0 }
  /// ```
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return gesture(
      _PressingChangedGesture(content: press, action: onPressingChanged ?? { _ in }).onEnded { _ in action() }
    )
  }

  /// Runs `action` after a press of `minimumDuration` seconds; `pressing` hears when a press
  /// starts and ends (the older macOS spelling).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}
