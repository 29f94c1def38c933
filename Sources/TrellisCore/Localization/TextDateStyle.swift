extension Text {
  /// How `Text(_:style:)` shows a date.
  ///
  /// `.relative`, `.offset` and `.timer` are worked out from the current time, and the text
  /// keeps up with it by itself.
  public struct DateStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time of day, such as "3:30 PM".
    public static let time = DateStyle(kind: .time)
    /// The date, such as "June 3, 2024".
    public static let date = DateStyle(kind: .date)
    /// The time from now to the date, or since it, such as "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed offset from now, such as "+2 hours" or "-3 months".
    public static let offset = DateStyle(kind: .offset)
    /// A count of the time from now, such as "2:32" or "36:59:01".
    public static let timer = DateStyle(kind: .timer)
  }
}

/// The strings `Text` shows for dates: Foundation's formats for times and dates, and SwiftUI's
/// unit wording for relative dates.
enum TextDateFormatting {
  static func string(for date: Date, style: Text.DateStyle, now: Date) -> String {
    switch style.kind {
    case .time: return date.formatted(date: .omitted, time: .shortened)
    case .date: return date.formatted(date: .long, time: .omitted)
    case .relative:
      let units = units(from: now, to: date)
      return units.prefix(2).map { $0.phrase }.joined(separator: ", ")
    case .offset:
      let sign = date < now ? "-" : "+"
      return sign + (units(from: now, to: date).first?.phrase ?? "0 seconds")
    case .timer:
      // Time left counts whole seconds up, as countdowns do (0:01 until the end); time since,
      // down: so each changes exactly as a whole second passes.
      let interval = date.timeIntervalSince(now)
      let total = interval.isFinite ? Int(min(abs(interval), 1e15).rounded(interval > 0 ? .up : .down)) : 0
      let hours = total / 3600
      let minutes = (total / 60) % 60
      let seconds = total % 60
      func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
      return hours > 0
        ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" : "\(minutes):\(twoDigits(seconds))"
    }
  }

  /// A range of dates: two times on one day, else two dates with their times.
  static func string(from start: Date, to end: Date) -> String {
    let calendar = Calendar.current
    if calendar.isDate(start, inSameDayAs: end) {
      return start.formatted(date: .abbreviated, time: .shortened) + " – "
        + end.formatted(date: .omitted, time: .shortened)
    }
    return start.formatted(date: .abbreviated, time: .shortened) + " – "
      + end.formatted(date: .abbreviated, time: .shortened)
  }

  /// A count of one calendar unit, such as "2 hours".
  struct UnitCount {
    var value: Int
    var name: String
    var phrase: String { "\(value) \(name)\(value == 1 ? "" : "s")" }
  }

  /// The non-zero calendar units between two dates, largest first; "0 seconds" when none.
  static func units(from start: Date, to end: Date) -> [UnitCount] {
    let earlier = min(start, end)
    let later = max(start, end)
    guard earlier.timeIntervalSinceReferenceDate.isFinite, later.timeIntervalSinceReferenceDate.isFinite,
      later.timeIntervalSince(earlier) < 1e12
    else { return [UnitCount(value: 0, name: "second")] }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let components = calendar.dateComponents(
      [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: earlier, to: later)
    let counts = [
      (components.year, "year"), (components.month, "month"), (components.weekOfMonth, "week"),
      (components.day, "day"), (components.hour, "hour"), (components.minute, "minute"),
      (components.second, "second"),
    ]
    let units = counts.compactMap { value, name in
      (value ?? 0) > 0 ? UnitCount(value: value ?? 0, name: name) : nil
    }
    return units.isEmpty ? [UnitCount(value: 0, name: "second")] : units
  }
}
