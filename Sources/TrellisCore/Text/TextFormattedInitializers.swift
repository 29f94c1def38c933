extension Text {
  /// Text showing `input` formatted by a Foundation format style, such as
  /// `Text(price, format: .currency(code: "EUR"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Text showing a date in a `DateStyle`.
  ///
  /// `.relative`, `.offset` and `.timer` keep up with the time by themselves, as in SwiftUI:
  /// the text changes each second (each minute for relative dates more than an hour away),
  /// waking the app only then.
  public init(_ date: Date, style: Text.DateStyle) {
    self.init(verbatim: TextDateFormatting.string(for: date, style: style, now: Date()))
    switch style.kind {
    case .relative, .offset, .timer: liveDate = LiveDateText(kind: .date(date, style))
    case .time, .date: break
    }
  }

  /// A timer over `timerInterval`: the time left until its end ("4:59"), or with `countsDown`
  /// false the time since its start, ticking each second and stopping at the interval's ends.
  /// With `pauseTime`, it shows the time at that moment and does not tick; without
  /// `showsHours`, minutes count on past 59 ("75:00").
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    let live = LiveDateText(
      kind: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    self.init(verbatim: live.string(at: Date()))
    liveDate = live
  }

  /// Text showing a range of dates, such as "Jun 3, 2024, 10:00 AM – 11:30 AM".
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: TextDateFormatting.string(from: dates.lowerBound, to: dates.upperBound))
  }

  /// Text showing a date interval from its start to its end.
  public init(_ interval: DateInterval) {
    self.init(verbatim: TextDateFormatting.string(from: interval.start, to: interval.end))
  }
}
