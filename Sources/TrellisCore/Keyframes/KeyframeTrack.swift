/// The keyframes of one property of a value, found by key path (or of the whole value).
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///     SpringKeyframe(-30, duration: 0.25, spring: .bouncy)
///     CubicKeyframe(0, duration: 0.4)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Value == Content.Value {
  private let keyPath: WritableKeyPath<Root, Value>
  private let content: Content

  /// Animates the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    keyPath = \Root.self
    self.content = content()
  }

  /// Animates the property of the value at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  init(_ keyPath: WritableKeyPath<Root, Value>, keyframes: Content) {
    self.keyPath = keyPath
    content = keyframes
  }

  /// The track itself.
  public var body: Self { return self }

  /// Implementation detail.
  public func _tracks() -> [_KeyframeTrackRecipe<Value>] {
    // As a description of its own value type: only a track of the whole value is one.
    guard let whole = keyPath as? WritableKeyPath<Value, Value> else { return [] }
    return [KeyframeTrack<Value, Value, Content>(whole, keyframes: content).recipe]
  }

  /// The track laid out from a starting value, setting its property of the root.
  var recipe: _KeyframeTrackRecipe<Root> {
    let keyframes = content._keyframes()
    let keyPath = keyPath
    return _KeyframeTrackRecipe { initial in
      let path = KeyframeTrackPath(from: initial[keyPath: keyPath], keyframes: keyframes)
      return (path.duration, { root, time in root[keyPath: keyPath] = path.value(at: time) })
    }
  }
}
