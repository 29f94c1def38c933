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

  @Test func sizesAreThoseOfTextsBeforeRuns() {
    // The sizes (64-bit) `Text` and `TextRequest` had before styled runs: the runs share the
    // typography's box in a text, and the one-byte settings moved into the font's padding in a
    // request.
    #expect(MemoryLayout<Text>.size == 144)
    #expect(MemoryLayout<TextRequest>.size == 112)
  }
}
