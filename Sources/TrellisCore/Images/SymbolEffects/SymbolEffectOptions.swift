/// How a symbol effect plays: how many times and how fast.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(3).speed(2), value: count)
/// ```
public struct SymbolEffectOptions: Sendable, Equatable {
  /// How many runs an effect plays; nil repeats it for as long as it is active.
  var repeatCount: Int?
  /// Whether an indefinite effect repeats; a discrete one plays once by default.
  var repeats: Bool?
  /// The speed, 1 being the effect's own.
  var speed: Double = 1

  /// The effect's own way of playing.
  public static let `default` = SymbolEffectOptions()
  /// Repeats the effect.
  public static let repeating = SymbolEffectOptions(repeats: true)
  /// Plays the effect once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, repeats: false)

  /// Plays the effect `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions.default.repeat(count)
  }

  /// Plays the effect at `speed` times its own.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions.default.speed(speed)
  }

  /// These options, repeating.
  public var repeating: SymbolEffectOptions {
    var copy = self
    copy.repeats = true
    copy.repeatCount = nil
    return copy
  }

  /// These options, playing once.
  public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

  /// These options, playing `count` times (at least once).
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = max(1, count)
    copy.repeats = false
    return copy
  }

  /// These options at `speed` times the effect's own (a zero, negative or unknown speed counts
  /// as 1).
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speed = speed.isFinite && speed > 0 ? min(speed, 100) : 1
    return copy
  }
}
