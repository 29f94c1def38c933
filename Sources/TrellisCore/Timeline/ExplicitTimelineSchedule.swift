/// A schedule of given dates; after the last one the content stays as it is.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  /// A schedule of `dates`, in increasing order.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// The dates, all of them.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
  /// Updates at each of `dates`, given in increasing order.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
