/// Keyframes laid out from an initial value: the value at any time, to scrub through or to
/// drive an animation of your own.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// let point = timeline.value(time: 0.45)
/// ```
@MainActor
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [(duration: Double, apply: (inout Value, Double) -> Void)]

  /// The keyframes of `content` starting from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.init(initialValue: initialValue, keyframes: content())
  }

  init(initialValue: Value, keyframes: some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = keyframes._tracks().map { $0.start(initialValue) }
  }

  /// How long the longest track lasts, in seconds.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value `time` seconds in; a track that has ended holds its last value.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The value at `progress`, from 0 (the start) to 1 (the end of the longest track).
  public func value(progress: Double) -> Value {
    value(time: min(max(progress.isNaN ? 0 : progress, 0), 1) * duration)
  }
}
