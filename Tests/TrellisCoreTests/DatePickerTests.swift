import Foundation
import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct DatePickerTests {
  /// Saturday, March 9, 2024, 2:05 PM in UTC.
  static let date = Date(timeIntervalSince1970: 1_709_993_100)
  static let utc = TimeZone(identifier: "UTC")!

  static func components(of date: Date) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
  }

  static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 14, _ minute: Int = 5) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  /// A picker in a fixed locale, calendar and time zone, in 14-point text (10 points a
  /// character with the fixed-advance measurer), with its date shown under it.
  struct Picker: View {
    @State var date = DatePickerTests.date
    var components: DatePickerComponents = .date
    var range: ClosedRange<Date>?
    var locale = "en_US"

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        if let range {
          DatePicker("Start", selection: $date, in: range, displayedComponents: components)
        } else {
          DatePicker("Start", selection: $date, displayedComponents: components)
        }
        Text(verbatim: "\(date.timeIntervalSince1970)").accessibilityIdentifier("value")
      }
      .font(.system(size: 14))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.locale, Locale(identifier: locale))
      .environment(\.timeZone, DatePickerTests.utc)
      .environment(\.calendar, Calendar(identifier: .gregorian))
    }
  }

  func host(_ picker: Picker) -> TestHost<Picker> {
    TestHost(picker, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  func value(_ host: TestHost<Picker>) -> DateComponents {
    let seconds = Double(host.find(id: "value")?.text ?? "") ?? .nan
    return Self.components(of: Date(timeIntervalSince1970: seconds))
  }

  /// The texts of the field, in order, from the label's end to the stepper.
  func fieldTexts(_ host: TestHost<Picker>) -> [String] {
    let stepper = host.tree.all(ofType: "Stepper").first?.frame ?? .infinite
    return host.tree.allNodes.filter { $0.text != nil && $0.frame.minX > 50 && $0.frame.maxX <= stepper.minX }
      .filter { $0.id != "value" }.compactMap(\.text)
  }

  @Test func fieldSegmentsFollowTheLocale() {
    #expect(fieldTexts(host(Picker())) == ["3", "/", "9", "/", "2024"])
    #expect(
      fieldTexts(host(Picker(components: [.date, .hourAndMinute])))
        == ["3", "/", "9", "/", "2024", ", ", "2", ":", "05", "\u{202F}", "PM"])
    #expect(
      fieldTexts(host(Picker(components: [.date, .hourAndMinute], locale: "de_DE")))
        == ["9", ".", "3", ".", "2024", ", ", "14", ":", "05"])
    #expect(fieldTexts(host(Picker(components: .hourAndMinute, locale: "en_GB"))) == ["14", ":", "05"])
  }

  @Test func fieldLaysOutLikeATextFieldWithAStepper() {
    let host = host(Picker())
    // The label, 8 points, the field (5 points of padding around segments padded by 1 point
    // each side), 4 points and the 57 × 24 stepper; the field is 22 high, centred on the row.
    #expect(host.find(text: "Start")?.frame == CGRect(x: 0, y: 2, width: 50, height: 20))
    #expect(host.find(text: "3")?.frame == CGRect(x: 64, y: 2, width: 10, height: 20))
    #expect(host.find(text: "9")?.frame == CGRect(x: 86, y: 2, width: 10, height: 20))
    #expect(host.find(text: "2024")?.frame == CGRect(x: 108, y: 2, width: 40, height: 20))
    #expect(host.tree.all(ofType: "Stepper").first?.frame == CGRect(x: 158, y: 0, width: 57, height: 24))
  }

  @Test func arrowKeysStepTheSelectedSegmentWrappingWithinItsUnit() {
    let host = host(Picker())
    host.tap(text: "9")
    host.press(.up)
    #expect(value(host).day == 10)
    for _ in 0..<22 { host.press(.up) }
    // March has 31 days: the day after the 31st is the 1st, and the month stays.
    #expect(value(host).day == 1 && value(host).month == 3)
    host.press(.down)
    #expect(value(host).day == 31)
    host.press(.left)
    host.press(.up)
    // April has 30 days, so March 31 stepped a month is April 30.
    #expect(value(host).month == 4 && value(host).day == 30)
    host.press(.right)
    host.press(.right)
    host.press(.down)
    #expect(value(host).year == 2023)
    host.press(.right)
    host.press(.down)
    #expect(value(host).year == 2022, "the year is the last segment: Right stays on it")
    #expect(value(host).hour == 14 && value(host).minute == 5, "the time of day is kept")
  }

  @Test func typedDigitsSetASegmentAndMoveOn() {
    let host = host(Picker())
    host.tap(text: "3")
    host.type("12")
    // Two digits fill the month, and the day is selected next.
    #expect(value(host).month == 12)
    host.type("5")
    // No day is fifty-something: 5 is the day, and the year is next.
    #expect(value(host).day == 5)
    host.type("19")
    #expect(value(host).year == 2024, "a year applies at four digits or when leaving it")
    #expect(host.find(text: "19") != nil, "the digits typed so far show in the segment")
    host.type("99")
    #expect(value(host).year == 1999)
    host.press(.left)
    host.press(.left)
    host.type("0")
    #expect(value(host).month == 12, "a leading zero waits for the next digit")
    host.type("7")
    #expect(value(host).month == 7)
  }

  @Test func aTwoDigitYearIsInTheCurrentCentury() {
    let host = host(Picker())
    host.tap(text: "2024")
    host.type("31")
    host.press(.left)
    #expect(value(host).year == 2031)
  }

  // ICU writes a narrow no-break space (U+202F) between the time and AM or PM.
  @Test func timeSegmentsStepAndTypeInTwelveHours() {
    let host = host(Picker(components: .hourAndMinute))
    #expect(fieldTexts(host) == ["2", ":", "05", "\u{202F}", "PM"])
    host.tap(text: "2")
    host.type("11")
    // An hour typed keeps the afternoon.
    #expect(value(host).hour == 23)
    host.type("7")
    #expect(value(host).minute == 7)
    host.press(.right)
    host.type("a")
    #expect(value(host).hour == 11)
    host.press(.up)
    #expect(value(host).hour == 23)
    host.press(.left)
    host.press(.down)
    host.press(.down)
    #expect(value(host).minute == 5)
    #expect(value(host).day == 9)
  }

  @Test func theStepperStepsTheDayWhenNothingIsSelected() {
    let host = host(Picker())
    let stepper = host.tree.all(ofType: "Stepper").first!.frame
    host.tap(at: CGPoint(x: stepper.maxX - 5, y: stepper.midY))
    #expect(value(host).day == 10)
    host.tap(text: "2024")
    // The field grew by a digit, moving the stepper.
    let moved = host.tree.all(ofType: "Stepper").first!.frame
    #expect(moved.minX == stepper.minX + 10)
    host.tap(at: CGPoint(x: moved.minX + 5, y: moved.midY))
    #expect(value(host).year == 2023)
  }

  @Test func theRangeHoldsTheDate() {
    let start = Self.date(2024, 3, 8, 9, 0)
    let host = host(Picker(range: start...Self.date(2024, 3, 20)))
    host.tap(text: "9")
    host.press(.down)
    #expect(value(host).day == 8)
    host.press(.down)
    // March 7 is before the range: the date stops at its start.
    #expect(value(host).day == 8 && value(host).hour == 9 && value(host).minute == 0)
    host.press(.left)
    host.press(.up)
    #expect(value(host).month == 3 && value(host).day == 20, "April is after the range")
  }

  struct Graphical: View {
    @State var date = DatePickerTests.date
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        DatePicker(
          "When", selection: $date, in: ...DatePickerTests.date(2024, 4, 3), displayedComponents: .date
        )
        .datePickerStyle(.graphical)
        .labelsHidden()
        Text(verbatim: "\(date.timeIntervalSince1970)").accessibilityIdentifier("value")
      }
      .font(.system(size: 14))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.locale, Locale(identifier: "en_US"))
      .environment(\.timeZone, DatePickerTests.utc)
      .environment(\.calendar, Calendar(identifier: .gregorian))
    }
  }

  @Test func graphicalPicksADayAndPagesThroughMonths() {
    let host = TestHost(Graphical(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    func value() -> DateComponents {
      Self.components(of: Date(timeIntervalSince1970: Double(host.find(id: "value")?.text ?? "") ?? .nan))
    }
    #expect(host.find(text: "March 2024") != nil)
    // Weeks start on Sunday in the US: March 1, 2024 is a Friday, so the grid opens on
    // February 25, and its day cells are 24 × 22 under a row of weekday initials.
    let first = host.tree.allNodes.first { $0.text == "25" }!.frame
    let title = host.find(text: "March 2024")!.frame
    let weekdays = host.tree.allNodes.filter { $0.text == "S" }.map(\.frame)
    #expect(weekdays.count == 2)
    // The 20-point title row, 4 points, then 22-point rows of 24-point cells: the caption
    // initials 8 × 16, the callout days 19 × 19, each centred in its cell (and rounded to pixels).
    #expect(title == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(
      weekdays == [CGRect(x: 8, y: 27, width: 8, height: 16), CGRect(x: 152, y: 27, width: 8, height: 16)])
    #expect(first == CGRect(x: 3, y: 48, width: 19, height: 19))
    #expect(
      host.tree.allNodes.first { $0.text == "26" }?.frame == CGRect(x: 27, y: 48, width: 19, height: 19))
    #expect(
      host.tree.allNodes.first { $0.text == "31" }?.frame == CGRect(x: 3, y: 158, width: 19, height: 19))
    host.tap(text: "20")
    #expect(value().month == 3 && value().day == 20 && value().hour == 14 && value().minute == 5)
    host.press(.right)
    host.press(.down)
    #expect(value().day == 28)
    host.tap(id: "calendar-next")
    #expect(host.find(text: "April 2024") != nil)
    #expect(value().month == 3, "paging shows another month without selecting in it")
    host.tap(text: "2")
    #expect(value().month == 4 && value().day == 2)
    let beforeTap = value()
    host.tap(text: "4")
    #expect(value() == beforeTap, "April 4 is after the range's end")
    host.tap(id: "calendar-previous")
    host.tap(id: "calendar-previous")
    #expect(host.find(text: "February 2024") != nil)
    host.press(.down)
    #expect(host.find(text: "April 2024") != nil, "moving the selection shows its month")
    #expect(value().day == 3, "April 9 is after the range's end")
  }

  struct Compact: View {
    @State var date = DatePickerTests.date
    var body: some View {
      DatePicker("Due", selection: $date, displayedComponents: [.date, .hourAndMinute])
        .datePickerStyle(.compact)
        .font(.system(size: 14))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, DatePickerTests.utc)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
  }

  @Test func anInvalidDateIsShownWithoutACrashAndSteppingReplacesIt() {
    for bad in [Date(timeIntervalSinceReferenceDate: .nan), Date(timeIntervalSinceReferenceDate: .infinity)] {
      let host = host(Picker(date: bad, components: [.date, .hourAndMinute]))
      #expect(fieldTexts(host).count == 11)
      host.tap(text: "Start")
      let stepper = host.tree.all(ofType: "Stepper").first!.frame
      host.tap(at: CGPoint(x: stepper.maxX - 5, y: stepper.midY))
      #expect(fieldTexts(host).count == 11)
    }
  }

  @Test func aDisabledCompactPickerOpensNothing() {
    let host = TestHost(Compact().disabled(true), size: CGSize(width: 400, height: 400), text: .fixedAdvance)
    host.tap(text: "2024")
    #expect(host.find(text: "March 2024") == nil)
    #expect(!host.press(.up))
  }

  @Test func compactOpensTheCalendarFromTheDateNotTheTime() {
    let host = TestHost(Compact(), size: CGSize(width: 400, height: 400), text: .fixedAdvance)
    #expect(host.tree.all(ofType: "Stepper").isEmpty)
    host.tap(text: "PM")
    #expect(host.find(text: "March 2024") == nil)
    host.tap(text: "2024")
    #expect(host.find(text: "March 2024") != nil)
    host.press(.escape)
    #expect(host.find(text: "March 2024") == nil)
  }
}
