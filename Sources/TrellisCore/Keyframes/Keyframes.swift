/// A description of how a value changes over time: tracks of keyframes, each moving one
/// property (or the whole value).
@MainActor @preconcurrency
public protocol Keyframes<Value> {
  /// The type of value the tracks animate.
  associatedtype Value = Body.Value
  /// The tracks this description stands for.
  associatedtype Body: Keyframes
  /// The tracks.
  @KeyframesBuilder<Value> var body: Body { get }

  /// Implementation detail: the tracks, each setting its part of a value at a time.
  func _tracks() -> [_KeyframeTrackRecipe<Value>]
}

extension Keyframes where Body.Value == Value {
  /// Implementation detail.
  public func _tracks() -> [_KeyframeTrackRecipe<Value>] { body._tracks() }
}

/// Implementation detail: a track, to be laid out from a starting value.
public struct _KeyframeTrackRecipe<Root> {
  /// Lays the track out from `initial`: its duration and how it sets its part of a value.
  let start: @MainActor (_ initial: Root) -> (duration: Double, apply: (inout Root, Double) -> Void)
}

/// Implementation detail: the tracks a `KeyframesBuilder` collected.
public struct _KeyframeTracks<Value>: Keyframes {
  let tracks: [_KeyframeTrackRecipe<Value>]

  /// The tracks themselves.
  public var body: Self { return self }

  /// Implementation detail.
  public func _tracks() -> [_KeyframeTrackRecipe<Value>] { tracks }
}

/// Collects tracks: `KeyframeTrack`s, or keyframes listed directly, which make one track of
/// the whole value.
@resultBuilder @MainActor
public enum KeyframesBuilder<Value> {
  /// Implementation detail: tracks, and keyframes of the whole value waiting to form a track.
  public struct _Part {
    var tracks: [_KeyframeTrackRecipe<Value>] = []
    /// `_Keyframe<Value>`s, kept as `Any`: the builder's `Value` need not be `Animatable` when
    /// its tracks animate properties of it.
    var wholeValueKeyframes: [Any] = []
    /// Makes the track of `wholeValueKeyframes`, from a context where `Value` is `Animatable`.
    var makeWholeValueTrack: (@MainActor ([Any]) -> _KeyframeTrackRecipe<Value>)?
  }

  /// A track of a property of the value.
  public static func buildExpression<TrackValue, Content>(
    _ track: KeyframeTrack<Value, TrackValue, Content>
  ) -> _Part {
    _Part(tracks: [track.recipe])
  }

  /// Other keyframes of the value. Disfavoured: a track of the whole value is both.
  @_disfavoredOverload
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _Part where K.Value == Value {
    _Part(tracks: keyframes._tracks())
  }

  /// Keyframes of the whole value, listed directly.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> _Part
  where Content.Value == Value {
    _Part(
      wholeValueKeyframes: content._keyframes(),
      makeWholeValueTrack: { list in
        KeyframeTrack<Value, Value, _KeyframeSequence<Value>>(
          \.self, keyframes: _KeyframeSequence(keyframes: list.compactMap { $0 as? _Keyframe<Value> })
        ).recipe
      })
  }

  /// Tracks side by side.
  public static func buildBlock(_ parts: _Part...) -> _Part { combine(parts) }

  /// Tracks under an `if` without `else`.
  public static func buildOptional(_ part: _Part?) -> _Part { part ?? _Part() }

  /// The tracks of an `if`'s first branch.
  public static func buildEither(first part: _Part) -> _Part { part }

  /// The tracks of an `if`'s second branch.
  public static func buildEither(second part: _Part) -> _Part { part }

  /// The tracks of a `for` loop.
  public static func buildArray(_ parts: [_Part]) -> _Part { combine(parts) }

  /// Keyframes of the whole value listed in several places make one track, in order.
  private static func combine(_ parts: [_Part]) -> _Part {
    _Part(
      tracks: parts.flatMap(\.tracks), wholeValueKeyframes: parts.flatMap(\.wholeValueKeyframes),
      makeWholeValueTrack: parts.lazy.compactMap(\.makeWholeValueTrack).first)
  }

  /// The tracks, keyframes of the whole value making one more.
  public static func buildFinalResult(_ part: _Part) -> _KeyframeTracks<Value> {
    var tracks = part.tracks
    if let make = part.makeWholeValueTrack { tracks.append(make(part.wholeValueKeyframes)) }
    return _KeyframeTracks(tracks: tracks)
  }
}
