import Foundation

/// What a text that counts time shows, worked out from the current time: a date in the
/// `.relative`, `.offset` or `.timer` style, or a timer over an interval. Its node shows the
/// string of the moment and wakes when the string next changes.
struct LiveDateText: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A date in one of the styles that depend on the current time.
    case date(Date, Text.DateStyle)
    /// A timer counting down to the interval's end, or up from its start, stopped at
    /// `pauseTime` when there is one.
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
  }

  let kind: Kind

  /// The string to show at `now`.
  func string(at now: Date) -> String {
    switch kind {
    case .date(let date, let style):
      return TextDateFormatting.string(for: date, style: style, now: now)
    case .timer(let interval, let pauseTime, let countsDown, let showsHours):
      return Self.clock(
        seconds: shownSeconds(interval, at: pauseTime ?? now, countsDown), showsHours: showsHours)
    }
  }

  /// When the string may next change after `now`, or nil if it never will (a paused timer, or
  /// one that has run its course).
  func nextChange(after now: Date) -> Date? {
    switch kind {
    case .date(let date, let style):
      let phase = date.timeIntervalSince(now)
      guard phase.isFinite, abs(phase) < 1e12 else { return nil }
      // Relative dates past an hour show no seconds: a minute's wake-ups are enough.
      let period: Double = style.kind == .timer || abs(phase) < 3600 ? 1 : 60
      return now.addingTimeInterval(Self.wait(phase: phase, period: period))
    case .timer(let interval, let pauseTime, let countsDown, _):
      guard pauseTime == nil else { return nil }
      if now < interval.lowerBound { return interval.lowerBound }
      guard now < interval.upperBound else { return nil }
      let phase =
        countsDown ? interval.upperBound.timeIntervalSince(now) : interval.lowerBound.timeIntervalSince(now)
      return now.addingTimeInterval(Self.wait(phase: phase, period: 1))
    }
  }

  /// The whole seconds a timer over `interval` shows at `now`: time left rounded up, as
  /// countdowns show it, time since rounded down, so that each changes as a second passes.
  private func shownSeconds(_ interval: ClosedRange<Date>, at now: Date, _ countsDown: Bool) -> Int {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let seconds =
      countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
    let clamped = min(max(0, seconds), length)
    return clamped.isFinite ? Int(min(clamped, 1e15).rounded(countsDown ? .up : .down)) : 0
  }

  /// The time until `phase` (seconds to a date, falling as time passes) next crosses a whole
  /// multiple of `period`, when the shown count changes; a full period when it is on one.
  private static func wait(phase: Double, period: Double) -> Double {
    let remainder = phase - (phase / period).rounded(.down) * period
    return remainder > 0.0005 ? remainder : period
  }

  /// A count of seconds as a clock: "1:05", "2:03:07"; without hours, minutes past 59 ("75:00").
  static func clock(seconds total: Int, showsHours: Bool) -> String {
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    let seconds = total % 60
    guard showsHours, total >= 3600 else { return "\(total / 60):\(twoDigits(seconds))" }
    return "\(total / 3600):\(twoDigits((total / 60) % 60)):\(twoDigits(seconds))"
  }
}
