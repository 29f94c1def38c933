/// The text of a `LocalizedStringKey` while its interpolation is built, as UTF-8.
///
/// Short keys, nearly all of them, gather their bytes inline and become a string once, at the
/// end. The standard library's interpolation buffer formed a new small string at every literal
/// and value appended, and a text such as `"Score: \(score)"` is made on every evaluation of the
/// body that shows it.
@usableFromInline
struct KeyTextBuffer {
  /// The inline bytes: 32 of them.
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private static let inlineCapacity = 32
  /// How many inline bytes are used.
  private var count = 0
  /// The text, once it no longer fits inline; the inline bytes are then unused. Boxed: with a
  /// `String?` here, every interpolation a body made was copied and destroyed once more, through
  /// the type's value witnesses, where it was built.
  private var spilled: SpilledText?

  /// The text of a key too long for the inline bytes.
  private final class SpilledText {
    var text: String
    init(_ text: String) { self.text = text }
  }

  @usableFromInline init() {}

  /// Appends `string`.
  @usableFromInline mutating func append(_ string: String) {
    if spilled == nil {
      let fitted = string.utf8.withContiguousStorageIfAvailable { appendInline($0) }
      if fitted == true { return }
      spill()
    }
    appendSpilled(string)
  }

  /// Appends `value` in decimal, with a minus sign when negative: written straight into the
  /// inline bytes, last digit first.
  @usableFromInline mutating func append(decimal value: Int64) {
    let negative = value < 0
    var length = negative ? 1 : 0
    var rest = value.magnitude
    repeat {
      length += 1
      rest /= 10
    } while rest != 0
    guard spilled == nil, length <= Self.inlineCapacity - count else {
      if spilled == nil { spill() }
      appendSpilled(DecimalDigits.string(value))
      return
    }
    let start = count
    withUnsafeMutableBytes(of: &words) { raw in
      var magnitude = value.magnitude
      var index = start + length
      repeat {
        index -= 1
        raw[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
        magnitude /= 10
      } while magnitude != 0
      if negative { raw[start] = UInt8(ascii: "-") }
    }
    count += length
  }

  /// The text.
  @usableFromInline var string: String {
    if let spilled { return spilled.text }
    return withUnsafeBytes(of: words) { raw in
      raw.withMemoryRebound(to: UInt8.self) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }
  }

  /// Copies `bytes` inline if they fit; returns whether they did.
  private mutating func appendInline(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count <= Self.inlineCapacity - count else { return false }
    if let source = bytes.baseAddress {
      let start = count
      withUnsafeMutableBytes(of: &words) { raw in
        (raw.baseAddress! + start).copyMemory(from: source, byteCount: bytes.count)
      }
    }
    count += bytes.count
    return true
  }

  /// Appends `string` to the spilled text, copying the box first if a copy of this buffer
  /// shares it.
  private mutating func appendSpilled(_ string: String) {
    if isKnownUniquelyReferenced(&spilled) {
      spilled?.text.append(string)
    } else if let shared = spilled {
      spilled = SpilledText(shared.text + string)
    }
  }

  /// Moves the text out of the inline bytes into a string, for text too long for them.
  private mutating func spill() {
    spilled = SpilledText(string)
    count = 0
  }
}
