import Testing

@testable import TrellisMacros

/// The compiler's messages, read and answered as JSON.
struct PluginProtocolTests {
  @Test func capabilityIsAnswered() throws {
    let request = try JSONParser.parse(Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
    #expect(
      MacroRequestHandler.respond(to: request).serialized
        == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  }

  @Test func anExpansionReturnsItsSourceOrADiagnostic() throws {
    let message = #"""
      {"expandAttachedMacro":{"macro":{"moduleName":"TrellisMacros","name":"Entry ","typeName":"EntryMacro"},
      "macroRole":"accessor","discriminator":"$s1","declSyntax":{"kind":"declaration","source":"@Entry var a: Int = 1",
      "location":{"fileID":"M/F.swift","fileName":"/F.swift","offset":10,"line":2,"column":3}},
      "lexicalContext":[{"kind":"declaration","source":"extension EnvironmentValues {}","location":{}}]}}
      """#
    let answer = MacroRequestHandler.respond(to: try JSONParser.parse(Array(message.utf8)))
    #expect(
      answer.serialized
        == #"{"expandMacroResult":{"expandedSource":"get { self[__Key_a.self] }\nset { self[__Key_a.self] = newValue }","diagnostics":[]}}"#
    )
    let bad = message.replacing("var a: Int = 1", with: "var a = 1")
    let failure = MacroRequestHandler.respond(to: try JSONParser.parse(Array(bad.utf8)))
    #expect(failure["expandMacroResult"]?["expandedSource"] == .null)
    let diagnostic = failure["expandMacroResult"]?["diagnostics"]?.arrayValue?.first
    #expect(diagnostic?["severity"] == .string("error"))
    #expect(diagnostic?["position"]?["offset"] == .number(10))
  }

  @Test func stringsKeepTheirEscapesBothWays() throws {
    let text = #"{"a":["line\nbreak \"quoted\" \u00e9 \ud83d\ude00",true,null,-1.5]}"#
    let value = try JSONParser.parse(Array(text.utf8))
    #expect(value["a"]?.arrayValue?.first == .string("line\nbreak \"quoted\" é 😀"))
    #expect(try JSONParser.parse(Array(value.serialized.utf8)) == value)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(#"{"a":"#.utf8)) }
  }
}
