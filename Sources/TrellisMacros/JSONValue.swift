/// A JSON value, as the compiler's plugin messages carry them. The plugin depends on nothing but
/// the standard library, so that building it (for every app that uses Trellis) takes seconds:
/// swift-syntax, which macro plugins usually build on, took ten minutes to build in release.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The member named `key` of an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  var arrayValue: [JSONValue]? {
    guard case .array(let value) = self else { return nil }
    return value
  }

  /// The value written as compact JSON.
  var serialized: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      output += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(member.key, to: &output)
        output += ":"
        member.value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}

/// Reads JSON text into a `JSONValue`.
struct JSONParser {
  enum Failure: Error { case malformed(at: Int) }

  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func parse(_ bytes: [UInt8]) throws -> JSONValue {
    var parser = JSONParser(bytes)
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.position == bytes.count else { throw Failure.malformed(at: parser.position) }
    return value
  }

  private mutating func value() throws -> JSONValue {
    skipWhitespace()
    guard position < bytes.count else { throw Failure.malformed(at: position) }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  private mutating func object() throws -> JSONValue {
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { throw Failure.malformed(at: position) }
      let key = try string()
      skipWhitespace()
      try expect(":")
      members.append((key, try value()))
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        position += 1
      } else {
        try expect("}")
        return .object(members)
      }
    }
  }

  private mutating func array() throws -> JSONValue {
    position += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      position += 1
      return .array(values)
    }
    while true {
      values.append(try value())
      skipWhitespace()
      if peek == UInt8(ascii: ",") {
        position += 1
      } else {
        try expect("]")
        return .array(values)
      }
    }
  }

  private mutating func string() throws -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var run = position
    func flush(upTo end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        flush(upTo: position)
        position += 1
        return String(scalars)
      }
      if byte == UInt8(ascii: "\\") {
        flush(upTo: position)
        position += 1
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{c}")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), bytes.count >= position + 6,
            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
          {
            position += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: scalars.append(Unicode.Scalar(escape))
        }
        run = position
        continue
      }
      position += 1
    }
    throw Failure.malformed(at: position)
  }

  private mutating func hex4() throws -> UInt32 {
    guard position + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { throw Failure.malformed(at: position) }
    position += 4
    return value
  }

  private mutating func number() throws -> JSONValue {
    let start = position
    while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
    guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
      throw Failure.malformed(at: start)
    }
    return .number(value)
  }

  private mutating func literal(_ text: String, _ value: JSONValue) throws -> JSONValue {
    for byte in text.utf8 {
      guard peek == byte else { throw Failure.malformed(at: position) }
      position += 1
    }
    return value
  }

  private mutating func expect(_ character: Unicode.Scalar) throws {
    guard peek == UInt8(ascii: character) else { throw Failure.malformed(at: position) }
    position += 1
  }

  private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }
}
