/// The dates at which a `TimelineView` updates its content.
@preconcurrency
public protocol TimelineSchedule {
  /// How often the schedule may update.
  typealias Mode = TimelineScheduleMode
  /// The dates, in increasing order.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates from `startDate` on; the first may lie before it, as the date shown at the start.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update; Trellis always asks for `.normal`.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// As often as the schedule says.
  case normal
  /// Sparingly, as when the screen is dimmed.
  case lowFrequency
}

extension TimelineSchedule {
  /// The latest entry no later than `now` and the first after it, scanning from `start`. A
  /// date within a millisecond after `now` counts as reached: dates are turned to clock time and
  /// back, and a wake-up is never a whole millisecond early.
  func entries(around now: Date, scanningFrom start: Date) -> (current: Date?, next: Date?) {
    let reached = now.addingTimeInterval(0.001)
    var current: Date?
    var scanned = 0
    for date in entries(from: start, mode: .normal) {
      if date > reached { return (current, date) }
      current = date
      scanned += 1
      // A schedule of unending past dates would never let go.
      if scanned >= 100_000 { break }
    }
    return (current, nil)
  }
}
