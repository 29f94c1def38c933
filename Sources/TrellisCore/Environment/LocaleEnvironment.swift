struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .autoupdatingCurrent }
}
struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .autoupdatingCurrent }
}
struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .autoupdatingCurrent }
}

extension EnvironmentValues {
  /// The locale that views format dates and numbers for: `DatePicker` orders its fields and
  /// names its months and weekdays by it. The user's locale unless a view above sets another.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are shown and edited in, such as the one `DatePicker` steps through.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown and edited in.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// `calendar` with the environment's locale and time zone: the one that says which day and
  /// hour a date falls on here, and which weekday a week starts with.
  var localCalendar: Calendar {
    var calendar = calendar
    calendar.locale = locale
    calendar.timeZone = timeZone
    return calendar
  }
}
