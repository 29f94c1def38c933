/// Integers written in decimal for interpolated text keys.
///
/// The standard library's `description` goes through its generic radix conversion, about 35 ns
/// an integer here; a text such as `"Score: \(score)"` is made on every evaluation of the body
/// that shows it, so its numbers take the short way: digits written backwards into a stack
/// buffer, then one string made from them (short enough to be stored inline, no allocation).
@usableFromInline
enum DecimalDigits {
  /// `value` in decimal, with a minus sign when negative: what `description` gives.
  @usableFromInline
  static func string(_ value: Int64) -> String {
    string(magnitude: value.magnitude, negative: value < 0)
  }

  /// `value` in decimal.
  @usableFromInline
  static func string(_ value: UInt64) -> String {
    string(magnitude: value, negative: false)
  }

  /// 20 digits hold `UInt64.max`, one more the sign of `Int64.min`.
  private static func string(magnitude: UInt64, negative: Bool) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
      var rest = magnitude
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
        rest /= 10
      } while rest != 0
      if negative {
        start -= 1
        buffer[start] = UInt8(ascii: "-")
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }
}
