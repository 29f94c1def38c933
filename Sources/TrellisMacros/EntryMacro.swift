/// Expands `@Entry` on a variable in an extension of `EnvironmentValues`, `Transaction`,
/// `ContainerValues` or `FocusedValues`: the
/// accessors read and write the value through a key, and the peer is that key, whose default
/// is the variable's initial value (nil for an optional without one).
enum EntryMacro {
  /// The parts of the variable `@Entry` is attached to.
  struct Variable {
    var name: String
    var type: String
    var initialValue: String?
  }

  /// The accessors of the variable.
  static func accessors(declaration: String) throws -> String {
    let variable = try variable(in: declaration)
    // Checked here too: accessors through a key that was not made only add errors that hide why.
    _ = try defaultValue(of: variable)
    let key = keyName(variable.name)
    return "get { self[\(key).self] }\nset { self[\(key).self] = newValue }"
  }

  /// The key type, conforming to the key protocol of the extended type.
  static func peer(declaration: String, extendedType: String?) throws -> String {
    let variable = try variable(in: declaration)
    let key = keyName(variable.name)
    let protocolName: String
    switch extendedType {
    case "EnvironmentValues", nil: protocolName = "EnvironmentKey"
    case "Transaction": protocolName = "TransactionKey"
    case "ContainerValues": protocolName = "ContainerValueKey"
    case "FocusedValues": return try focusedValueKey(key, of: variable)
    case .some(let other):
      throw MacroExpansionError(
        "@Entry works in extensions of EnvironmentValues, Transaction, ContainerValues and FocusedValues; \(other) has no keys"
      )
    }
    let initialValue = try defaultValue(of: variable)
    // Nonisolated, so that in a module isolated to the main actor by default the key still
    // conforms to the key protocol, whose default value is read from any context.
    return """
      nonisolated private struct \(key): TrellisCore.\(protocolName) {
        static var defaultValue: \(variable.type) { \(initialValue) }
      }
      """
  }

  /// A focused value's key: its value type is the variable's without the optional, since no
  /// value is published until a view publishes one.
  private static func focusedValueKey(_ key: String, of variable: Variable) throws -> String {
    guard let wrapped = unwrappedOptional(variable.type) else {
      throw MacroExpansionError(
        "@Entry in FocusedValues needs an optional type, as in 'var \(variable.name): \(variable.type)?'")
    }
    if let initialValue = variable.initialValue, initialValue != "nil" {
      throw MacroExpansionError(
        "a focused value has no default: remove the initial value of '\(variable.name)'")
    }
    return """
      nonisolated private struct \(key): TrellisCore.FocusedValueKey {
        typealias Value = \(wrapped)
      }
      """
  }

  /// `T` for `T?`, `T!` or `Optional<T>`; nil for a type that is not optional.
  private static func unwrappedOptional(_ type: String) -> String? {
    if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()).trimmingSpaces }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") {
      return String(type.dropFirst("Optional<".count).dropLast()).trimmingSpaces
    }
    return nil
  }

  private static func defaultValue(of variable: Variable) throws -> String {
    guard let value = variable.initialValue ?? (isOptional(variable.type) ? "nil" : nil) else {
      throw MacroExpansionError("@Entry needs an initial value, the default of '\(variable.name)'")
    }
    return value
  }

  private static func keyName(_ name: String) -> String {
    "__Key_" + name.filter { $0 != "`" }
  }

  private static func isOptional(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
  }

  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "nonisolated", "dynamic",
    "final",
  ]

  /// Reads the name, type and initial value of `declaration`, a `var` with its attributes.
  static func variable(in declaration: String) throws -> Variable {
    let scanner = SourceScanner(declaration)
    var position = scanner.skippingTrivia(from: 0)
    // Attributes, with their arguments.
    while scanner.byte(at: position) == UInt8(ascii: "@") {
      var end = scanner.identifierEnd(at: position + 1) ?? position + 1
      while scanner.byte(at: end) == UInt8(ascii: "."), let next = scanner.identifierEnd(at: end + 1) {
        end = next
      }
      if scanner.byte(at: end) == UInt8(ascii: "("), let close = scanner.closing(from: end) {
        end = close + 1
      }
      position = scanner.skippingTrivia(from: end)
    }
    // Modifiers, such as `public` or `private(set)`.
    while let end = scanner.identifierEnd(at: position), modifiers.contains(scanner.text(position..<end)) {
      var next = scanner.skippingTrivia(from: end)
      if scanner.byte(at: next) == UInt8(ascii: "("), let close = scanner.closing(from: next) {
        next = scanner.skippingTrivia(from: close + 1)
      }
      position = next
    }
    guard scanner.hasWord("var", at: position) else {
      throw MacroExpansionError("@Entry applies to a 'var'")
    }
    position = scanner.skippingTrivia(from: position + 3)
    guard let nameEnd = scanner.identifierEnd(at: position) else {
      throw MacroExpansionError("@Entry applies to a variable with a name")
    }
    let name = scanner.text(position..<nameEnd)
    position = scanner.skippingTrivia(from: nameEnd)
    guard scanner.byte(at: position) == UInt8(ascii: ":") else {
      throw MacroExpansionError(
        "@Entry needs the type of '\(name)' written out, as in 'var \(name): Int = 0'")
    }
    let typeStart = position + 1
    var cursor = typeStart
    var angles = 0
    var initializerStart: Int?
    while cursor < scanner.bytes.count {
      if let end = scanner.commentEnd(at: cursor) ?? scanner.stringEnd(at: cursor) {
        cursor = end
        continue
      }
      let current = scanner.bytes[cursor]
      if current == UInt8(ascii: "(") || current == UInt8(ascii: "[") {
        cursor = (scanner.closing(from: cursor) ?? scanner.bytes.count - 1) + 1
        continue
      }
      if current == UInt8(ascii: "-"), scanner.byte(at: cursor + 1) == UInt8(ascii: ">") {
        cursor += 2
        continue
      }
      if current == UInt8(ascii: "<") { angles += 1 }
      if current == UInt8(ascii: ">") { angles -= 1 }
      if current == UInt8(ascii: "{") && angles == 0 {
        throw MacroExpansionError("@Entry makes the accessors of '\(name)'; remove its own")
      }
      if current == UInt8(ascii: "=") && angles == 0 {
        initializerStart = cursor
        break
      }
      cursor += 1
    }
    let type = scanner.text(typeStart..<(initializerStart ?? scanner.bytes.count)).trimmingSpaces
    guard !type.isEmpty else { throw MacroExpansionError("@Entry needs the type of '\(name)'") }
    let initialValue = initializerStart.map {
      scanner.text($0 + 1..<scanner.bytes.count).trimmingSpaces
    }
    return Variable(name: name, type: type, initialValue: initialValue)
  }

  /// The type an `extension` declaration extends, without its module (`EnvironmentValues` for
  /// `extension SwiftUI.EnvironmentValues {}`).
  static func extendedType(of declaration: String) -> String? {
    let scanner = SourceScanner(declaration)
    var position = scanner.skippingTrivia(from: 0)
    while let end = scanner.identifierEnd(at: position), !scanner.hasWord("extension", at: position) {
      position = scanner.skippingTrivia(from: end)
    }
    guard scanner.hasWord("extension", at: position) else { return nil }
    position = scanner.skippingTrivia(from: position + "extension".utf8.count)
    var last: String?
    while let end = scanner.identifierEnd(at: position) {
      last = scanner.text(position..<end)
      guard scanner.byte(at: end) == UInt8(ascii: ".") else { break }
      position = end + 1
    }
    return last
  }
}
