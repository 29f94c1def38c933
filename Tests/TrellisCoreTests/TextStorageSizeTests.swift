import Testing

@testable import TrellisCore

/// Plain, single-style texts pay nothing for styled runs: texts and their requests are built for
/// every text node on every change, so their size is part of building's cost.
@MainActor
struct TextStorageSizeTests {
  @Test func plainTextsKeepNoExtras() {
    #expect(Text("plain").extras == nil)
    #expect(Text("count \(3)").extras == nil)
    #expect(Text(verbatim: "**not markdown**").extras == nil)
    #expect(Text("a").bold().foregroundStyle(.red).extras == nil)
  }

  @Test func runsAndTypographyShareOneBox() {
    let styled = (Text("a").bold() + Text("b")).tracking(2)
    #expect(styled.runs?.count == 2)
    #expect(styled.typography.tracking == 2)
    var untracked = styled
    untracked.typography = TextTypography()
    #expect(untracked.runs?.count == 2)
    #expect(untracked.extras != nil)
    untracked.runs = nil
    #expect(untracked.extras == nil)
  }

  @Test func textsAndRequestsStaySmall() {
    // 64-bit sizes. A text's runs share the typography's box, and its font is one reference
    // (its fields inline made a text 144 bytes); a request's one-byte settings lie in its font's
    // padding.
    #expect(MemoryLayout<Font?>.size == 8)
    #expect(MemoryLayout<Text>.size == 88)
    #expect(MemoryLayout<TextRequest>.size == 112)
  }

  @Test func changedFontsAreNewValuesEqualByTheirFields() {
    let base = Font.system(size: 13)
    let bold = base.bold()
    #expect(bold != base)
    #expect(bold == Font.system(size: 13, weight: .bold))
    #expect(bold.hashValue == Font.system(size: 13, weight: .bold).hashValue)
    #expect(base.weight == nil)
    #expect(
      bold.italic().monospaced().resolved
        == Font.system(size: 13).weight(.bold).monospaced().italic().resolved)
    #expect(Font.custom("Serif Thing", size: 9).width(.condensed).resolved.stretch == 2)
  }
}
