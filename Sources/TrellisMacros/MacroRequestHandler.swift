/// Answers one message from the compiler.
enum MacroRequestHandler {
  /// The protocol version this plugin speaks, as swift-syntax 602 does.
  static let protocolVersion = 7

  static func respond(to request: JSONValue) -> JSONValue {
    if request["getCapability"] != nil {
      return .object([
        (
          "getCapabilityResult",
          .object([("capability", .object([("protocolVersion", .number(Double(protocolVersion)))]))])
        )
      ])
    }
    if let expansion = request["expandFreestandingMacro"] {
      return result(expanding: expansion, attached: false)
    }
    if let expansion = request["expandAttachedMacro"] {
      return result(expanding: expansion, attached: true)
    }
    if request["loadPluginLibrary"] != nil {
      return .object([
        ("loadPluginLibraryResult", .object([("loaded", .bool(false)), ("diagnostics", .array([]))]))
      ])
    }
    return result(source: nil, error: "unknown request", at: nil)
  }

  private static func result(expanding request: JSONValue, attached: Bool) -> JSONValue {
    let typeName = request["macro"]?["typeName"]?.stringValue ?? ""
    let discriminator = request["discriminator"]?.stringValue ?? ""
    let syntax = attached ? request["declSyntax"] : request["syntax"]
    let source = syntax?["source"]?.stringValue ?? ""
    let location = syntax?["location"]
    do {
      let expanded: String
      switch (typeName, request["macroRole"]?.stringValue) {
      case ("PreviewMacro", _):
        let line = location?["line"].flatMap { value -> Int? in
          if case .number(let number) = value { return Int(number) }
          return nil
        }
        expanded = try PreviewMacro.expand(
          source: source, discriminator: discriminator,
          fileID: location?["fileID"]?.stringValue ?? "", line: line ?? 0)
      case ("PreviewableMacro", _):
        // Taken apart by `#Preview`; anywhere else it adds nothing.
        expanded = ""
      case ("EntryMacro", "accessor"):
        expanded = try EntryMacro.accessors(declaration: source)
      case ("EntryMacro", "peer"):
        let context = request["lexicalContext"]?.arrayValue?.first?["source"]?.stringValue
        expanded = try EntryMacro.peer(
          declaration: source, extendedType: context.flatMap(EntryMacro.extendedType(of:)))
      default:
        throw MacroExpansionError("Trellis has no macro \(typeName)")
      }
      return result(source: expanded, error: nil, at: location)
    } catch let error as MacroExpansionError {
      return result(source: nil, error: error.message, at: location)
    } catch {
      return result(source: nil, error: "\(error)", at: location)
    }
  }

  private static func result(source: String?, error: String?, at location: JSONValue?) -> JSONValue {
    var diagnostics: [JSONValue] = []
    if let error {
      let position: JSONValue = .object([
        ("fileName", location?["fileName"] ?? .string("")),
        ("offset", location?["offset"] ?? .number(0)),
      ])
      diagnostics.append(
        .object([
          ("message", .string(error)), ("severity", .string("error")), ("position", position),
          ("highlights", .array([])), ("notes", .array([])), ("fixIts", .array([])),
        ]))
    }
    return .object([
      (
        "expandMacroResult",
        .object([
          ("expandedSource", source.map(JSONValue.string) ?? .null), ("diagnostics", .array(diagnostics)),
        ])
      )
    ])
  }
}
