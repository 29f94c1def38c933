/// How a date picker draws: as an editable field, with or without a stepper, or as a calendar.
public protocol DatePickerStyle: Sendable {
  /// Implementation detail: the built-in look this style selects.
  var _kind: DatePickerStyleKind { get }
}

/// Implementation detail: the built-in date picker looks.
public struct DatePickerStyleKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case stepperField, field, compact, graphical }
  let kind: Kind
}

/// The default look, as on macOS: the field with a stepper beside it.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: DatePickerStyleKind { DatePickerStyleKind(kind: .stepperField) }
}

/// An editable field of the date's components, with a stepper that steps the selected one.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
  /// The field-and-stepper style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: DatePickerStyleKind { DatePickerStyleKind(kind: .stepperField) }
}

/// An editable field of the date's components, without a stepper.
public struct FieldDatePickerStyle: DatePickerStyle {
  /// The field style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: DatePickerStyleKind { DatePickerStyleKind(kind: .field) }
}

/// The field without a stepper, whose date opens a calendar in a popover when clicked.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: DatePickerStyleKind { DatePickerStyleKind(kind: .compact) }
}

/// A month's calendar to pick the day in, with the field for the time under it when the time
/// is shown too.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The calendar style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: DatePickerStyleKind { DatePickerStyleKind(kind: .graphical) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default look: the field with a stepper.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// The field with a stepper.
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// The field alone.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The field, opening a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

struct DatePickerStyleKey: EnvironmentKey {
  static let defaultValue = DatePickerStyleKind(kind: .stepperField)
}

extension EnvironmentValues {
  var datePickerStyle: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of date pickers in this view.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, style._kind)
  }
}
