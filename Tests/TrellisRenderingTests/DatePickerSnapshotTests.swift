import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Date pickers in their styles, in fixed dates, locales and time zone; checked by eye once and
/// then against `Snapshots/control-date-picker-*.png`.
@MainActor
struct DatePickerSnapshotTests {
  /// Saturday, March 9, 2024, 2:05 PM in UTC.
  static let date = Date(timeIntervalSince1970: 1_709_993_100)

  struct Pickers: View {
    @State private var start = DatePickerSnapshotTests.date
    @State private var end = DatePickerSnapshotTests.date

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        DatePicker("Start", selection: $start)
        DatePicker("Day", selection: $end, displayedComponents: .date)
          .datePickerStyle(.field)
          .disabled(true)
        DatePicker("Beginn", selection: $start)
          .environment(\.locale, Locale(identifier: "de_DE"))
      }
      .padding(10)
      .environment(\.locale, Locale(identifier: "en_US"))
      .environment(\.timeZone, TimeZone(identifier: "UTC")!)
      .environment(\.calendar, Calendar(identifier: .gregorian))
    }
  }

  @Test func fieldsInTwoLocalesWithTheDaySelected() {
    ControlSnapshot.expectMatch(Pickers(), size: CGSize(width: 300, height: 120), named: "date-picker-fields")
    {
      host in
      host.tap(text: "9")
    }
  }

  @Test func fieldsInDarkAppearance() {
    ControlSnapshot.expectMatch(
      Pickers(), size: CGSize(width: 300, height: 120), colorScheme: .dark, named: "date-picker-fields-dark"
    ) { host in
      host.tap(text: "2024")
    }
  }

  struct Graphical: View {
    @State private var date = DatePickerSnapshotTests.date

    var body: some View {
      DatePicker("When", selection: $date)
        .datePickerStyle(.graphical)
        .labelsHidden()
        .padding(10)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
  }

  @Test func graphicalShowsTheMonthAndTheTime() {
    ControlSnapshot.expectMatch(
      Graphical(), size: CGSize(width: 200, height: 230), named: "date-picker-graphical")
  }

  struct Compact: View {
    @State private var date = DatePickerSnapshotTests.date

    var body: some View {
      DatePicker("Due", selection: $date, displayedComponents: .date)
        .datePickerStyle(.compact)
        .padding(10)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
  }

  @Test func compactOpensTheCalendarFromTheDate() {
    ControlSnapshot.expectMatch(
      Compact(), size: CGSize(width: 260, height: 280), named: "date-picker-compact"
    ) {
      host in
      host.tap(text: "3")
    }
  }
}
