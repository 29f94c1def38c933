/// The arithmetic of a date field: what each segment shows, and the date after a segment is
/// stepped or typed into, kept within the picker's range.
struct DateFieldEditor {
  let calendar: Calendar
  let range: ClosedRange<Date>
  let format: DateFieldFormat

  private var amSymbol: String { format.amSymbol }
  private var pmSymbol: String { format.pmSymbol }

  private static let units: Set<Calendar.Component> = [
    .year, .month, .day, .hour, .minute, .second, .nanosecond,
  ]

  /// The segment's number in `date` (for the period, 0 before noon and 1 after).
  func value(of segment: DateSegment, in date: Date) -> Int {
    let parts = calendar.dateComponents(Self.units, from: date)
    switch segment {
    case .year: return parts.year ?? 1
    case .month: return parts.month ?? 1
    case .day: return parts.day ?? 1
    case .hour: return parts.hour ?? 0
    case .minute: return parts.minute ?? 0
    case .period: return (parts.hour ?? 0) < 12 ? 0 : 1
    }
  }

  /// What the segment shows for `date`.
  func text(of segment: DateSegment, in date: Date) -> String {
    let value = value(of: segment, in: date)
    switch segment {
    case .year: return String(value)
    case .month: return Self.digits(value, padded: format.paddedMonth)
    case .day: return Self.digits(value, padded: format.paddedDay)
    case .hour:
      let shown = format.twelveHour ? (value % 12 == 0 ? 12 : value % 12) : value
      return Self.digits(shown, padded: format.paddedHour)
    case .minute: return Self.digits(value, padded: true)
    case .period: return value == 0 ? amSymbol : pmSymbol
    }
  }

  private static func digits(_ value: Int, padded: Bool) -> String {
    padded && value < 10 ? "0\(value)" : String(value)
  }

  /// `date` with the segment moved by `delta`, wrapping within its unit as a date field does
  /// (the day after the 30th of November is the 1st of November), except the year.
  func stepping(_ segment: DateSegment, by delta: Int, in date: Date) -> Date {
    var parts = calendar.dateComponents(Self.units, from: date)
    switch segment {
    case .year: parts.year = max(1, (parts.year ?? 1) + delta)
    case .month: parts.month = Self.wrap((parts.month ?? 1) + delta, in: 1...12)
    case .day: parts.day = Self.wrap((parts.day ?? 1) + delta, in: 1...daysInMonth(of: parts))
    case .hour: parts.hour = Self.wrap((parts.hour ?? 0) + delta, in: 0...23)
    case .minute: parts.minute = Self.wrap((parts.minute ?? 0) + delta, in: 0...59)
    case .period: parts.hour = ((parts.hour ?? 0) + 12) % 24
    }
    return make(parts, from: date)
  }

  /// `date` with the segment set to `value`, as typed: an hour of a twelve-hour field keeps
  /// the period. Nil when the value cannot be that segment's.
  func setting(_ segment: DateSegment, to value: Int, in date: Date) -> Date? {
    guard (0...Self.largestTyped(segment)).contains(value) else { return nil }
    var parts = calendar.dateComponents(Self.units, from: date)
    switch segment {
    case .year:
      guard value >= 1 else { return nil }
      parts.year = value
    case .month:
      guard value >= 1 else { return nil }
      parts.month = value
    case .day:
      guard value >= 1 else { return nil }
      parts.day = value
      var firstOfMonth = parts
      firstOfMonth.day = 1
      guard value <= daysInMonth(of: firstOfMonth) else { return nil }
    case .hour:
      if format.twelveHour {
        guard (1...12).contains(value) else { return nil }
        let afternoon = (parts.hour ?? 0) >= 12
        parts.hour = value % 12 + (afternoon ? 12 : 0)
      } else {
        guard value <= 23 else { return nil }
        parts.hour = value
      }
    case .minute: parts.minute = value
    case .period:
      let hour = parts.hour ?? 0
      parts.hour = hour % 12 + (value == 1 ? 12 : 0)
    }
    return make(parts, from: date)
  }

  /// The largest number a segment takes when typed.
  static func largestTyped(_ segment: DateSegment) -> Int {
    switch segment {
    case .year: 9999
    case .month: 12
    case .day: 31
    case .hour: 23
    case .minute: 59
    case .period: 1
    }
  }

  /// The most digits a segment takes when typed.
  static func digitCount(_ segment: DateSegment) -> Int {
    switch segment {
    case .year: 4
    case .period: 1
    default: 2
    }
  }

  /// The period a typed letter picks: the first letter of the AM or the PM symbol (or "a" and
  /// "p"), in any case.
  func period(typed letter: String) -> Int? {
    let typed = letter.lowercased()
    guard !typed.isEmpty else { return nil }
    if amSymbol.lowercased().hasPrefix(typed) || typed == "a" { return 0 }
    if pmSymbol.lowercased().hasPrefix(typed) || typed == "p" { return 1 }
    return nil
  }

  /// `date` moved into the range.
  func clamped(_ date: Date) -> Date {
    min(max(date, range.lowerBound), range.upperBound)
  }

  private func daysInMonth(of parts: DateComponents) -> Int {
    var first = parts
    first.day = 1
    first.hour = 12
    guard let date = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: date)
    else { return 28 }
    return days.count
  }

  /// The date of `parts`, with the day pulled back into a shorter month (January 31 stepped a
  /// month is February 28 or 29), kept within the range; `fallback` if the calendar has none.
  private func make(_ parts: DateComponents, from fallback: Date) -> Date {
    var parts = parts
    if let day = parts.day { parts.day = min(day, daysInMonth(of: parts)) }
    return clamped(calendar.date(from: parts) ?? fallback)
  }

  private static func wrap(_ value: Int, in range: ClosedRange<Int>) -> Int {
    let count = range.count
    return range.lowerBound + ((value - range.lowerBound) % count + count) % count
  }
}
