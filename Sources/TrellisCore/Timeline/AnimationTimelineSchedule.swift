/// A schedule that updates at every frame the window draws (or at a minimum interval) while
/// the timeline is on screen, for content driven by the date, such as a clock's second hand.
///
/// It stops while the timeline is hidden (an unselected tab) and starts again when it is drawn.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// Updates at most every `minimumInterval` seconds (nil: every frame); none while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The seconds between updates: the interval, else a 60 Hz frame.
  var interval: Double { max(minimumInterval ?? 1.0 / 60, 1.0 / 240) }

  /// `startDate`, then a date every interval.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule(from: startDate, by: interval).entries(from: startDate, mode: mode)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Updates at every frame while the timeline is on screen.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Updates at most every `minimumInterval` seconds while on screen; none while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
