/// A number that a `LocalizedStringKey` interpolation formats, by default or with a printf-style
/// `specifier:`.
public protocol _FormatSpecifiable: Equatable {
  /// The value as a printf argument, in the widest type of its kind.
  var _formatArgument: PrintfArgument { get }
  /// The value as SwiftUI shows it with no specifier.
  var _defaultFormatted: String { get }
}

/// A printf argument, widened so that one conversion reads any value of its kind safely.
public enum PrintfArgument: Sendable {
  /// A signed integer.
  case signed(Int64)
  /// An unsigned integer.
  case unsigned(UInt64)
  /// A floating-point number.
  case floating(Double)
}

extension _FormatSpecifiable where Self: BinaryInteger {
  /// Integers widened to 64 bits.
  public var _formatArgument: PrintfArgument {
    Self.isSigned ? .signed(Int64(clamping: self)) : .unsigned(UInt64(clamping: self))
  }
  /// Integers are shown whole (SwiftUI's `%lld`).
  @inlinable public var _defaultFormatted: String {
    if let value = Int64(exactly: self) { return DecimalDigits.string(value) }
    if let value = UInt64(exactly: self) { return DecimalDigits.string(value) }
    return description
  }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
  /// Floating-point numbers as `Double`s.
  public var _formatArgument: PrintfArgument { .floating(Double(self)) }
  /// Six decimals, as SwiftUI's `%lf`.
  public var _defaultFormatted: String { PrintfFormatter.format("%lf", _formatArgument) }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}
