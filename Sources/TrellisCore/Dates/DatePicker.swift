/// A control for picking a date, a time of day, or both.
///
/// ```swift
/// DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
/// ```
///
/// By default, as on macOS, it is an editable field of the date's parts in the order of the
/// environment's `locale`, with a stepper beside it; `.datePickerStyle(.graphical)` shows a
/// month's calendar instead, and `.compact` a field that opens one. Dates are shown in the
/// environment's `calendar` and `timeZone`, and kept within the range given.
public struct DatePicker<Label: View>: View {
  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let range: ClosedRange<Date>
  let components: Components
  let label: Label

  @Environment(\.datePickerStyle) private var style
  @Environment(\.localCalendar) private var calendar
  @Environment(\.locale) private var locale
  @State private var showsCalendar = false

  /// A picker of the `displayedComponents` of `selection`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, Self.anyDate, displayedComponents, label())
  }

  /// A picker of a date within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range, displayedComponents, label())
  }

  /// A picker of a date no earlier than `range`'s start.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, Self.range(from: range.lowerBound), displayedComponents, label())
  }

  /// A picker of a date no later than `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, Self.range(through: range.upperBound), displayedComponents, label())
  }

  init(_ selection: Binding<Date>, _ range: ClosedRange<Date>, _ components: Components, _ label: Label) {
    self.selection = selection
    self.range = range
    self.components = components.isEmpty ? [.hourAndMinute, .date] : components
    self.label = label
  }

  /// Every date a picker shows, when no range is given.
  static var anyDate: ClosedRange<Date> { Date.distantPast...Date.distantFuture }

  static func range(from start: Date) -> ClosedRange<Date> { min(start, .distantFuture)...Date.distantFuture }

  static func range(through end: Date) -> ClosedRange<Date> { Date.distantPast...max(end, .distantPast) }

  /// The view's content.
  public var body: some View {
    LabeledControl(label: label, control: control)
  }

  @ViewBuilder private var control: some View {
    switch style.kind {
    case .stepperField: field(showsStepper: true)
    case .field: field(showsStepper: false)
    case .compact:
      DateField(
        selection: selection, editor: editor(for: components), showsStepper: false,
        onDateSegmentTap: components.contains(.date)
          ? { [$showsCalendar] in $showsCalendar.wrappedValue = true } : nil
      )
      .popover(isPresented: $showsCalendar, arrowEdge: .top) {
        DatePickerCalendar(selection: selection, range: range, calendar: calendar).padding(10)
      }
    case .graphical:
      VStack(alignment: .leading, spacing: 8) {
        if components.contains(.date) {
          DatePickerCalendar(selection: selection, range: range, calendar: calendar)
        }
        if components.contains(.hourAndMinute) {
          DateField(selection: selection, editor: editor(for: .hourAndMinute), showsStepper: true)
        }
      }
    }
  }

  private func field(showsStepper: Bool) -> some View {
    DateField(selection: selection, editor: editor(for: components), showsStepper: showsStepper)
  }

  private func editor(for components: Components) -> DateFieldEditor {
    DateFieldEditor(
      calendar: calendar, range: range, format: DateFieldFormat.format(for: components, locale: locale))
  }
}

extension DatePicker where Label == Text {
  /// A picker labelled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, Self.anyDate, displayedComponents, Text(title))
  }

  /// A picker labelled `title`, of a date within `range`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, range, displayedComponents, Text(title))
  }

  /// A picker labelled `title`, of a date no earlier than `range`'s start.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, Self.range(from: range.lowerBound), displayedComponents, Text(title))
  }

  /// A picker labelled `title`, of a date no later than `range`'s end.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection, Self.range(through: range.upperBound), displayedComponents, Text(title))
  }
}
