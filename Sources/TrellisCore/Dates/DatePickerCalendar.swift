/// The graphical date picker: a month's days in weeks under the month's name, with buttons for
/// the previous month, today and the next month. A click on a day selects it, keeping the time
/// of day; while it has focus the arrow keys move the selection by a day or a week.
struct DatePickerCalendar: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>
  let calendar: Calendar

  /// The first day of the month shown, when it is not the selection's.
  @State private var shownMonth: Date?
  @FocusState private var isFocused: Bool
  @Environment(\.isEnabled) private var isEnabled

  static let cellSize = CGSize(width: 24, height: 22)

  var body: some View {
    let month = shownMonth ?? firstOfMonth(selection.wrappedValue)
    let days = self.days(of: month)
    VStack(alignment: .leading, spacing: 4) {
      HStack(spacing: 2) {
        Text(verbatim: title(of: month)).fontWeight(.semibold)
        Spacer(minLength: 8)
        monthButton("chevron.left", id: "calendar-previous") { show(month, movedBy: -1) }
        monthButton("circle.fill", id: "calendar-today") { select(Date()) }
          .imageScale(.small)
        monthButton("chevron.right", id: "calendar-next") { show(month, movedBy: 1) }
      }
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          ForEach(Array(weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
            Text(verbatim: symbol).font(.caption).foregroundStyle(.secondary)
              .frame(width: Self.cellSize.width, height: Self.cellSize.height)
          }
        }
        ForEach(0..<6, id: \.self) { week in
          GridRow {
            ForEach(0..<7, id: \.self) { weekday in
              dayCell(days[week * 7 + weekday], in: month)
            }
          }
        }
      }
    }
    .fixedSize()
    .focusableWithoutRing()
    .focused($isFocused)
    .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow]) { press in
      let days: Int
      switch press.key {
      case .leftArrow: days = -1
      case .rightArrow: days = 1
      case .upArrow: days = -7
      default: days = 7
      }
      if let moved = calendar.date(byAdding: .day, value: days, to: selection.wrappedValue) { select(moved) }
      return .handled
    }
    .onChange(of: firstOfMonth(selection.wrappedValue)) { shownMonth = nil }
  }

  private func monthButton(_ symbol: String, id: String, action: @escaping () -> Void) -> some View {
    Button(action: action) {
      Image(systemName: symbol).foregroundStyle(.secondary)
        .frame(width: 16, height: 16)
    }
    .buttonStyle(.plain)
    .accessibilityIdentifier(id)
  }

  private func dayCell(_ day: Date, in month: Date) -> some View {
    let isSelected = calendar.isDate(day, inSameDayAs: selection.wrappedValue)
    let isInMonth = calendar.isDate(day, equalTo: month, toGranularity: .month)
    let isToday = calendar.isDateInToday(day)
    let isAllowed = isEnabled && allows(day)
    let color: Color =
      isSelected
      ? .white : !isAllowed || !isInMonth ? Color.secondary.opacity(0.55) : isToday ? .accentColor : .primary
    return Text(verbatim: String(calendar.component(.day, from: day)))
      .font(.callout)
      .fontWeight(isToday ? .semibold : nil)
      .foregroundStyle(color)
      .frame(width: Self.cellSize.width, height: Self.cellSize.height)
      .background {
        if isSelected {
          Circle().fill(.tint).frame(width: 20, height: 20)
        }
      }
      .contentShape(Rectangle())
      .onTapGesture {
        guard isAllowed else { return }
        select(day)
        isFocused = true
      }
  }

  /// Selects the day of `day`, keeping the selection's time of day, within the range.
  private func select(_ day: Date) {
    let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: selection.wrappedValue)
    var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
    parts.hour = time.hour
    parts.minute = time.minute
    parts.second = time.second
    parts.nanosecond = time.nanosecond
    guard let date = calendar.date(from: parts) else { return }
    let clamped = min(max(date, range.lowerBound), range.upperBound)
    if clamped != selection.wrappedValue { selection.wrappedValue = clamped }
    shownMonth = nil
  }

  private func show(_ month: Date, movedBy months: Int) {
    if let moved = calendar.date(byAdding: .month, value: months, to: month) { shownMonth = moved }
  }

  /// Whether any moment of `day` lies in the range.
  private func allows(_ day: Date) -> Bool {
    let start = calendar.startOfDay(for: day)
    let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
    return start <= range.upperBound && end > range.lowerBound
  }

  private func firstOfMonth(_ date: Date) -> Date {
    calendar.dateInterval(of: .month, for: date)?.start ?? calendar.startOfDay(for: date)
  }

  /// The 42 days of the six weeks shown, starting on the week's first day on or before the 1st.
  private func days(of month: Date) -> [Date] {
    let weekday = calendar.component(.weekday, from: month)
    let lead = (weekday - calendar.firstWeekday + 7) % 7
    let start = calendar.date(byAdding: .day, value: -lead, to: month) ?? month
    return (0..<42).map { calendar.date(byAdding: .day, value: $0, to: start) ?? start }
  }

  private var weekdaySymbols: [String] {
    let formatter = DateFormatter()
    formatter.locale = calendar.locale
    let symbols = formatter.veryShortWeekdaySymbols
    guard symbols.count == 7 else { return ["S", "M", "T", "W", "T", "F", "S"] }
    let first = max(0, min(6, calendar.firstWeekday - 1))
    return Array(symbols[first...] + symbols[..<first])
  }

  private func title(of month: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = calendar.locale
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate("yMMMM")
    return formatter.string(from: month)
  }
}
