/// Formats one value with a printf-style specifier without ever reading the wrong type:
/// each conversion is rewritten to take the widened argument it is given, converting it first.
enum PrintfFormatter {
  /// Width and precision beyond this are clamped, so a specifier cannot ask for huge output.
  static let maximumField = 100

  /// `specifier` with its first conversion replaced by `argument`; later conversions, and
  /// anything malformed, are shown as written.
  static func format(_ specifier: String, _ argument: PrintfArgument) -> String {
    let characters = Array(specifier.unicodeScalars)
    var output = ""
    var used = false
    var index = 0
    while index < characters.count {
      let scalar = characters[index]
      guard scalar == "%", index + 1 < characters.count else {
        output.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if characters[index + 1] == "%" {
        output += "%"
        index += 2
        continue
      }
      guard !used, let conversion = Conversion(characters, from: index + 1) else {
        output.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      output += conversion.format(argument)
      used = true
      index = conversion.end
    }
    return output
  }

  /// One parsed `%…` conversion: flags, width, precision and the conversion character, with the
  /// length modifiers dropped (the argument's width decides them).
  struct Conversion {
    var flags = ""
    var width: Int?
    var precision: Int?
    var character: Unicode.Scalar = "d"
    /// The index after the conversion character.
    var end = 0

    init?(_ scalars: [Unicode.Scalar], from start: Int) {
      var index = start
      while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) {
        // Grouping (') is not supported by every C library: dropped.
        if scalars[index] != "'" { flags.unicodeScalars.append(scalars[index]) }
        index += 1
      }
      func number() -> Int? {
        var value: Int?
        while index < scalars.count, let digit = Int(String(scalars[index])), scalars[index].isASCII {
          value = min((value ?? 0) * 10 + digit, PrintfFormatter.maximumField)
          index += 1
        }
        return value
      }
      width = number()
      if index < scalars.count, scalars[index] == "." {
        index += 1
        precision = number() ?? 0
      }
      while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
      guard index < scalars.count, "diuoxXcfFeEgGaAs@".unicodeScalars.contains(scalars[index]) else {
        return nil
      }
      character = scalars[index]
      end = index + 1
    }

    /// The printf specification for a C argument of `length` and conversion `character`.
    private func spec(length: String, _ character: Unicode.Scalar) -> String {
      var spec = "%" + flags
      if let width { spec += String(width) }
      if let precision { spec += "." + String(precision) }
      return spec + length + String(character)
    }

    func format(_ argument: PrintfArgument) -> String {
      switch character {
      case "d", "i":
        return String(format: spec(length: "ll", "d"), Self.signed(argument))
      case "u", "o", "x", "X":
        return String(format: spec(length: "ll", character), Self.unsigned(argument))
      case "f", "F", "e", "E", "g", "G", "a", "A":
        return String(format: spec(length: "", character), Self.floating(argument))
      default:
        // %@, %s, %c: the value's text, padded to the width as %s would.
        var text: String
        switch argument {
        case .signed(let value): text = String(value)
        case .unsigned(let value): text = String(value)
        case .floating(let value): text = String(value)
        }
        if let precision, character != "c" { text = String(text.prefix(precision)) }
        if let width, text.count < width {
          let padding = String(repeating: " ", count: width - text.count)
          text = flags.contains("-") ? text + padding : padding + text
        }
        return text
      }
    }

    private static func signed(_ argument: PrintfArgument) -> Int64 {
      switch argument {
      case .signed(let value): value
      case .unsigned(let value): Int64(clamping: value)
      case .floating(let value):
        if value.isNaN {
          0
        } else if value >= 9.2e18 {
          .max
        } else if value <= -9.2e18 {
          .min
        } else {
          Int64(value)
        }
      }
    }

    private static func unsigned(_ argument: PrintfArgument) -> UInt64 {
      switch argument {
      case .signed(let value): UInt64(bitPattern: value)
      case .unsigned(let value): value
      case .floating(let value): UInt64(bitPattern: signed(.floating(value)))
      }
    }

    private static func floating(_ argument: PrintfArgument) -> Double {
      switch argument {
      case .signed(let value): Double(value)
      case .unsigned(let value): Double(value)
      case .floating(let value): value
      }
    }
  }
}
