/// Expands `#Preview`: the preview's arguments and content become a `Preview` made by a
/// private `PreviewRegistry` type, so that the content is type-checked as SwiftUI's is, and is
/// not run. `@Previewable` variables become the stored properties of a private view, whose body
/// is the rest of the content.
enum PreviewMacro {
  static func expand(source: String, discriminator: String, fileID: String, line: Int) throws -> String {
    let scanner = SourceScanner(source)
    let start = scanner.skippingTrivia(from: 0)
    guard scanner.hasWord("#Preview", at: start) else {
      throw MacroExpansionError("#Preview expected")
    }
    let afterName = start + "#Preview".utf8.count
    let call = scanner.text(afterName..<scanner.bytes.count)
    var names = UniqueNames(discriminator: discriminator)
    let registry = names.make("Preview")
    let made: String
    var declarations: [String] = []
    if let split = previewables(scanner, after: afterName) {
      let view = names.make("PreviewContent")
      declarations.append(
        """
        @MainActor private struct \(view): TrellisCore.View {
        \(split.properties.joined(separator: "\n"))
          var body: some TrellisCore.View {\(split.body)}
        }
        """)
      made = "TrellisCore.Preview\(split.arguments) { \(view)() }"
    } else {
      made = "TrellisCore.Preview\(call)"
    }
    declarations.append(
      """
      @MainActor private struct \(registry): TrellisCore.PreviewRegistry {
        static let fileID = \(quoted(fileID))
        static let line = \(line)
        static func makePreview() -> TrellisCore.Preview {
          \(made)
        }
      }
      """)
    return declarations.joined(separator: "\n")
  }

  /// The call's arguments, its content without the `@Previewable` declarations, and those
  /// declarations without the attribute; nil when the content is not a trailing closure or has
  /// no such declaration.
  private static func previewables(_ scanner: SourceScanner, after index: Int)
    -> (arguments: String, body: String, properties: [String])?
  {
    var position = scanner.skippingTrivia(from: index)
    var arguments = ""
    if scanner.byte(at: position) == UInt8(ascii: "(") {
      guard let close = scanner.closing(from: position) else { return nil }
      arguments = scanner.text(position..<close + 1)
      position = scanner.skippingTrivia(from: close + 1)
    }
    guard scanner.byte(at: position) == UInt8(ascii: "{"), let closureEnd = scanner.closing(from: position)
    else { return nil }
    let contentStart = position + 1
    var properties: [String] = []
    var body = ""
    var kept = contentStart
    var cursor = contentStart
    while cursor < closureEnd {
      if let end = scanner.commentEnd(at: cursor) ?? scanner.stringEnd(at: cursor) {
        cursor = end
        continue
      }
      let current = scanner.bytes[cursor]
      if current == UInt8(ascii: "(") || current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
        cursor = (scanner.closing(from: cursor) ?? closureEnd) + 1
        continue
      }
      if scanner.hasWord("@Previewable", at: cursor) {
        let end = scanner.statementEnd(from: cursor, limit: closureEnd)
        let declaration = scanner.text(cursor + "@Previewable".utf8.count..<end)
        properties.append("  " + declaration.trimmingSpaces)
        body += scanner.text(kept..<cursor)
        // A semicolon ends the declaration and goes with it.
        kept = scanner.byte(at: end) == UInt8(ascii: ";") ? end + 1 : end
        cursor = kept
        continue
      }
      cursor += 1
    }
    guard !properties.isEmpty else { return nil }
    body += scanner.text(kept..<closureEnd)
    return (arguments, body, properties)
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
