import Testing

@testable import TrellisMacros

/// `@Entry`'s accessors and key, from the declaration's source text.
struct EntryMacroTests {
  @Test func aVariableIsReadWithItsAttributesModifiersTypeAndValue() throws {
    let variable = try EntryMacro.variable(
      in:
        "\n  /// The handler.\n  @Entry @available(macOS 14, *) public private(set) var `default`: (Int) -> [String: Int] = { _ in [\"a\": 1] } // done"
    )
    #expect(variable.name == "`default`")
    #expect(variable.type == "(Int) -> [String: Int]")
    #expect(variable.initialValue == "{ _ in [\"a\": 1] } // done")
  }

  @Test func genericTypesAndComparisonsInTheValueSplitAtTheFirstEquals() throws {
    let variable = try EntryMacro.variable(in: "@Entry var limits: Dictionary<String, Array<Int>> = [:]")
    #expect(variable.type == "Dictionary<String, Array<Int>>")
    #expect(variable.initialValue == "[:]")
  }

  @Test func accessorsGoThroughTheKey() throws {
    #expect(
      try EntryMacro.accessors(declaration: "@Entry var `default`: Int = 0")
        == "get { self[__Key_default.self] }\nset { self[__Key_default.self] = newValue }")
  }

  @Test func theKeyConformsToTheExtendedTypesKeyProtocol() throws {
    #expect(
      try EntryMacro.peer(declaration: "@Entry var scale: Double = 1.5", extendedType: "EnvironmentValues")
        == """
        nonisolated private struct __Key_scale: TrellisCore.EnvironmentKey {
          static var defaultValue: Double { 1.5 }
        }
        """)
    #expect(
      try EntryMacro.peer(declaration: "@Entry var source: String? ", extendedType: "Transaction")
        == """
        nonisolated private struct __Key_source: TrellisCore.TransactionKey {
          static var defaultValue: String? { nil }
        }
        """)
    #expect(
      try EntryMacro.peer(declaration: "@Entry var isFeatured: Bool = false", extendedType: "ContainerValues")
        == """
        nonisolated private struct __Key_isFeatured: TrellisCore.ContainerValueKey {
          static var defaultValue: Bool { false }
        }
        """)
  }

  @Test func aFocusedValueKeysItsValueByTheUnwrappedType() throws {
    #expect(
      try EntryMacro.peer(
        declaration: "@Entry var selectedNote: Binding<Note>?", extendedType: "FocusedValues")
          == """
          nonisolated private struct __Key_selectedNote: TrellisCore.FocusedValueKey {
            typealias Value = Binding<Note>
          }
          """)
    #expect(
      try EntryMacro.peer(declaration: "@Entry var count: Optional<Int> = nil", extendedType: "FocusedValues")
        .contains("typealias Value = Int"))
    #expect(throws: MacroExpansionError.self) {
      try EntryMacro.peer(declaration: "@Entry var count: Int = 0", extendedType: "FocusedValues")
    }
    #expect(throws: MacroExpansionError.self) {
      try EntryMacro.peer(declaration: "@Entry var count: Int? = 3", extendedType: "FocusedValues")
    }
  }

  @Test func theExtendedTypeIsReadWithoutItsModule() {
    #expect(EntryMacro.extendedType(of: "\nextension SwiftUI.EnvironmentValues {}") == "EnvironmentValues")
    #expect(EntryMacro.extendedType(of: "public extension Transaction {}") == "Transaction")
  }

  @Test func whatCannotBeExpandedSaysWhy() {
    #expect(throws: MacroExpansionError.self) { try EntryMacro.variable(in: "@Entry var count = 0") }
    #expect(throws: MacroExpansionError.self) { try EntryMacro.variable(in: "@Entry let count: Int = 0") }
    #expect(throws: MacroExpansionError.self) {
      try EntryMacro.peer(declaration: "@Entry var count: Int", extendedType: "EnvironmentValues")
    }
    #expect(throws: MacroExpansionError.self) {
      try EntryMacro.peer(declaration: "@Entry var count: Int = 0", extendedType: "AccessibilityActions")
    }
  }
}
