import Testing

@testable import TrellisMacros

/// `#Preview`'s expansion, from the source text the compiler sends.
struct PreviewMacroTests {
  let discriminator = "$s4Demo0015fileswift_abcfMX1_0_7PreviewfMf_"

  @Test func contentBecomesAPreviewMadeByAPrivateRegistry() throws {
    let expanded = try PreviewMacro.expand(
      source: "\n// A comment before it\n#Preview(\"Card\") {\n  CardView()\n}", discriminator: discriminator,
      fileID: "Demo/File.swift", line: 3)
    #expect(
      expanded == """
        @MainActor private struct \(discriminator)7PreviewfMu_: TrellisCore.PreviewRegistry {
          static let fileID = "Demo/File.swift"
          static let line = 3
          static func makePreview() -> TrellisCore.Preview {
            TrellisCore.Preview("Card") {
          CardView()
        }
          }
        }
        """)
  }

  @Test func previewableVariablesBecomeTheStateOfAView() throws {
    let source = """
      #Preview("Toggle", traits: .sizeThatFitsLayout) {
        @Previewable @State var isOn = false
        @Previewable @State var items = [
          "a", "b",
        ]
        // "@Previewable" in a comment or a string stays.
        Toggle("@Previewable", isOn: $isOn)
          .padding()
      }
      """
    let expanded = try PreviewMacro.expand(source: source, discriminator: discriminator, fileID: "F", line: 1)
    let view = "\(discriminator)14PreviewContentfMu_"
    #expect(
      expanded == """
        @MainActor private struct \(view): TrellisCore.View {
          @State var isOn = false
          @State var items = [
            "a", "b",
          ]
          var body: some TrellisCore.View {
          \("")
          \("")
          // "@Previewable" in a comment or a string stays.
          Toggle("@Previewable", isOn: $isOn)
            .padding()
        }
        }
        @MainActor private struct \(discriminator)7PreviewfMu_: TrellisCore.PreviewRegistry {
          static let fileID = "F"
          static let line = 1
          static func makePreview() -> TrellisCore.Preview {
            TrellisCore.Preview("Toggle", traits: .sizeThatFitsLayout) { \(view)() }
          }
        }
        """)
  }

  @Test func aDeclarationEndedBySemicolonTakesItAlong() throws {
    let expanded = try PreviewMacro.expand(
      source: "#Preview { @Previewable @State var count = 0; Text(\"\\(count)\") }",
      discriminator: discriminator, fileID: "F", line: 1)
    #expect(expanded.contains("  @State var count = 0\n"))
    #expect(expanded.contains("var body: some TrellisCore.View {  Text(\"\\(count)\") }"))
  }

  @Test func somethingElseIsAnError() {
    #expect(throws: MacroExpansionError.self) {
      try PreviewMacro.expand(source: "Preview {}", discriminator: discriminator, fileID: "F", line: 1)
    }
  }
}
