/// A schedule of dates a fixed interval apart, from a start date on.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// Dates from `startDate`, `interval` seconds apart.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.start = startDate
    self.interval = max(interval, 0.001)
  }

  /// The dates, beginning with the last one at or before `startDate` (or the schedule's start).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let elapsed = startDate.timeIntervalSince(start)
    let first = elapsed <= 0 ? 0 : (elapsed / interval).rounded(.down)
    return Entries(start: start, interval: interval, index: first)
  }

  /// The endless sequence of a periodic schedule's dates.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    let start: Date
    let interval: TimeInterval
    var index: Double

    /// The next date.
    public mutating func next() -> Date? {
      defer { index += 1 }
      return start.addingTimeInterval(index * interval)
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Updates every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
