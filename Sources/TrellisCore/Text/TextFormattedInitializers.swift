extension Text {
  /// Text showing `input` formatted by a Foundation format style, such as
  /// `Text(price, format: .currency(code: "EUR"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Text showing a date in a `DateStyle`.
  ///
  /// `.relative`, `.offset` and `.timer` are worked out when the text is made and do not tick:
  /// SwiftUI updates them every second, Trellis only when the view's body runs again.
  public init(_ date: Date, style: Text.DateStyle) {
    self.init(verbatim: TextDateFormatting.string(for: date, style: style, now: Date()))
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
