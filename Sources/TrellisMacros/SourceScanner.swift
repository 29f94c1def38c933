/// Just enough of Swift's lexical structure to take a macro's source text apart without a parser:
/// where comments and string literals end, which brackets match, and where a statement ends.
/// Positions are offsets into the UTF-8 bytes.
struct SourceScanner {
  let bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  /// The text between two offsets.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Whether the text at `index` is `word`, not followed by more of an identifier.
  func hasWord(_ word: String, at index: Int) -> Bool {
    let word = Array(word.utf8)
    guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else {
      return false
    }
    return !Self.isIdentifierByte(byte(at: index + word.count))
  }

  static func isIdentifierByte(_ byte: UInt8?) -> Bool {
    guard let byte else { return false }
    return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// The offset after whitespace, newlines and comments starting at `index`.
  func skippingTrivia(from index: Int) -> Int {
    var index = index
    while index < bytes.count {
      let current = bytes[index]
      if current == 0x20 || current == 0x09 || current == 0x0A || current == 0x0D {
        index += 1
      } else if let end = commentEnd(at: index) {
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// The offset after the comment starting at `index`, if one does.
  func commentEnd(at index: Int) -> Int? {
    guard byte(at: index) == UInt8(ascii: "/") else { return nil }
    if byte(at: index + 1) == UInt8(ascii: "/") {
      var end = index + 2
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      return end
    }
    guard byte(at: index + 1) == UInt8(ascii: "*") else { return nil }
    // Block comments nest in Swift.
    var depth = 1
    var end = index + 2
    while end < bytes.count, depth > 0 {
      if bytes[end] == UInt8(ascii: "/"), byte(at: end + 1) == UInt8(ascii: "*") {
        depth += 1
        end += 2
      } else if bytes[end] == UInt8(ascii: "*"), byte(at: end + 1) == UInt8(ascii: "/") {
        depth -= 1
        end += 2
      } else {
        end += 1
      }
    }
    return end
  }

  /// The offset after the string literal starting at `index` (its opening `#`s or quote), if
  /// one does: raw strings, multi-line strings and interpolations are stepped over whole.
  func stringEnd(at index: Int) -> Int? {
    var start = index
    var hashes = 0
    while byte(at: start) == UInt8(ascii: "#") {
      hashes += 1
      start += 1
    }
    guard byte(at: start) == UInt8(ascii: "\"") else { return nil }
    let multiLine = byte(at: start + 1) == UInt8(ascii: "\"") && byte(at: start + 2) == UInt8(ascii: "\"")
    let quotes = multiLine ? 3 : 1
    var position = start + quotes
    while position < bytes.count {
      let current = bytes[position]
      if current == UInt8(ascii: "\\") && hasHashes(at: position + 1, count: hashes) {
        let afterHashes = position + 1 + hashes
        if byte(at: afterHashes) == UInt8(ascii: "(") {
          // An interpolation: its expression may hold strings and parentheses of its own.
          position = (closing(from: afterHashes) ?? bytes.count - 1) + 1
        } else {
          position = afterHashes + 1
        }
        continue
      }
      if current == UInt8(ascii: "\"") {
        var count = 0
        while count < quotes, byte(at: position + count) == UInt8(ascii: "\"") { count += 1 }
        if count == quotes, hasHashes(at: position + quotes, count: hashes) {
          return position + quotes + hashes
        }
        position += max(count, 1)
        continue
      }
      if current == 0x0A && !multiLine { return position }
      position += 1
    }
    return bytes.count
  }

  /// Whether `count` hashes start at `index`: a raw string's escapes and closing quote carry as
  /// many as its opening one.
  private func hasHashes(at index: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: index + $0) == UInt8(ascii: "#") }
  }

  /// The offset of the bracket that closes the one at `index` (`(`, `[`, `{` or `<` of a
  /// generic argument list), stepping over comments, strings and nested brackets.
  func closing(from index: Int) -> Int? {
    guard let open = byte(at: index) else { return nil }
    var stack: [UInt8] = [Self.closer(of: open)]
    var position = index + 1
    while position < bytes.count {
      if let end = commentEnd(at: position) ?? stringEnd(at: position) {
        position = end
        continue
      }
      let current = bytes[position]
      if current == stack.last {
        stack.removeLast()
        if stack.isEmpty { return position }
      } else if current == UInt8(ascii: "(") || current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
        stack.append(Self.closer(of: current))
      }
      position += 1
    }
    return nil
  }

  private static func closer(of open: UInt8) -> UInt8 {
    switch open {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    case UInt8(ascii: "<"): UInt8(ascii: ">")
    default: UInt8(ascii: "}")
    }
  }

  /// Where the statement starting at `index` ends (the offset of its newline or semicolon, or
  /// `limit`): at the first line break outside brackets after which the code does not go on
  /// with a `.` member or an operator.
  func statementEnd(from index: Int, limit: Int) -> Int {
    var position = index
    while position < limit {
      if let end = commentEnd(at: position) ?? stringEnd(at: position) {
        position = min(end, limit)
        continue
      }
      let current = bytes[position]
      if current == UInt8(ascii: "(") || current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
        position = min((closing(from: position) ?? limit) + 1, limit)
        continue
      }
      if current == UInt8(ascii: ";") { return position }
      if current == 0x0A {
        let next = skippingTrivia(from: position)
        guard next < limit, let following = byte(at: next),
          following == UInt8(ascii: ".") || "=+-*/%&|^?:<>".utf8.contains(following)
        else { return position }
        position = next
        continue
      }
      position += 1
    }
    return limit
  }

  /// The offset after the identifier at `index` (plain or in backticks), if one starts there.
  func identifierEnd(at index: Int) -> Int? {
    if byte(at: index) == UInt8(ascii: "`") {
      var end = index + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
      return byte(at: end) == UInt8(ascii: "`") ? end + 1 : nil
    }
    guard let first = byte(at: index), Self.isIdentifierByte(first), !(first >= 0x30 && first <= 0x39)
    else { return nil }
    var end = index + 1
    while Self.isIdentifierByte(byte(at: end)) { end += 1 }
    return end
  }
}
