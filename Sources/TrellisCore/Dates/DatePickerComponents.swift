/// The parts of a date that a `DatePicker` shows and edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// The components with these bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and the minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 4)
}
