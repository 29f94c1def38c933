/// Haptic feedback a view asks for when a value changes, as on iOS and on Macs with a Force
/// Touch trackpad.
///
/// Linux desktops have no haptics that applications can drive, so `.sensoryFeedback` plays
/// nothing here; it is accepted so that code written for Apple's systems compiles.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Something started.
  public static let start = SensoryFeedback(name: "start")
  /// Something stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A value crossed a level.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")
}

extension View {
  /// Asks for `feedback` whenever `trigger` changes; there are no haptics here, so nothing plays.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

  /// Asks for `feedback` when `trigger` changes and `condition` holds; nothing plays here.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> Self { self }
}
