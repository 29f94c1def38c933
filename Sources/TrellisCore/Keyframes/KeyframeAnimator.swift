/// A view whose content follows a value along keyframes: over and over, or once each time a
/// trigger value changes.
///
/// ```swift
/// KeyframeAnimator(initialValue: Bounce(), trigger: likes) { bounce in
///     Image(systemName: "heart.fill").offset(y: bounce.offset)
/// } keyframes: { _ in
///     KeyframeTrack(\.offset) {
///         SpringKeyframe(-20, duration: 0.2)
///         CubicKeyframe(0, duration: 0.3)
///     }
/// }
/// ```
/// The content is built again for each frame on the graph's clock while the keyframes play;
/// between runs nothing runs.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let initialValue: Value
  /// Nil: the keyframes repeat while `repeating` is true.
  let trigger: PhaseTrigger?
  let repeating: Bool
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Plays the keyframes once, from the current value, each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = PhaseTrigger(trigger)
    repeating = false
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays the keyframes over and over while `repeating` is true, each run starting where the
  /// last ended; when false the content shows `initialValue`.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
  }
}

extension KeyframeAnimator: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = KeyframeAnimatorNode<Value>(initialValue: view.initialValue, parent: parent)
    node.update(with: view.driver)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: KeyframeAnimatorNode<Value>.self).update(with: view.driver)
  }

  /// What the node needs of the view, with the keyframe and content types erased.
  private var driver: KeyframeAnimatorDriver<Value> {
    let content = content
    let keyframes = keyframes
    return KeyframeAnimatorDriver(
      initialValue: initialValue, trigger: trigger, repeating: repeating,
      makeContent: { AnyView(content($0)) },
      makeTimeline: { KeyframeTimeline(initialValue: $0, keyframes: keyframes($0)) })
  }
}

/// A keyframe animator's description, for its node.
struct KeyframeAnimatorDriver<Value> {
  let initialValue: Value
  let trigger: PhaseTrigger?
  let repeating: Bool
  let makeContent: (Value) -> AnyView
  let makeTimeline: (Value) -> KeyframeTimeline<Value>
}

extension View {
  /// Plays keyframes once, from the current value, each time `trigger` changes; `content`
  /// changes this view for each value.
  ///
  /// ```swift
  /// Text("Saved")
  ///     .keyframeAnimator(initialValue: 1.0, trigger: saves) { content, scale in
  ///         content.scaleEffect(scale)
  ///     } keyframes: { _ in
  ///         LinearKeyframe(1.2, duration: 0.1)
  ///         SpringKeyframe(1.0, spring: .bouncy)
  ///     }
  /// ```
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    KeyframeAnimator(
      initialValue: initialValue, trigger: trigger,
      content: { content(PlaceholderContentView(AnyView(self)), $0) }, keyframes: keyframes)
  }

  /// Plays keyframes over and over while `repeating` is true; `content` changes this view for
  /// each value.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    KeyframeAnimator(
      initialValue: initialValue, repeating: repeating,
      content: { content(PlaceholderContentView(AnyView(self)), $0) }, keyframes: keyframes)
  }
}
