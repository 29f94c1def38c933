/// A schedule that updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule.
  public init() {}

  /// The start of `startDate`'s minute, then each minute after it.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    let seconds = startDate.timeIntervalSinceReferenceDate
    let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
    return PeriodicTimelineSchedule(from: minute, by: 60).entries(from: minute, mode: mode)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Updates at the start of every minute (of the reference date's clock, UTC minutes).
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
