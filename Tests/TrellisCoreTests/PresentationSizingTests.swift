import Testing
import TrellisCore
import TrellisTesting

/// `.presentationSizing`: how big a sheet is. The window is 800 × 700, and a sheet stays 24
/// points inside it: at most 752 × 652.
@MainActor
struct PresentationSizingTests {
  struct SquareSizing: PresentationSizing {
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
      -> ProposedViewSize
    {
      ProposedViewSize(width: 400, height: 400)
    }
  }

  struct AbsurdSizing: PresentationSizing {
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
      -> ProposedViewSize
    {
      ProposedViewSize(width: .nan, height: .infinity)
    }
  }

  /// The frame of a flexible fill that takes the whole sheet, under `sizing`.
  private func sheetFrame(_ sizing: some PresentationSizing) -> CGRect? {
    frame(of: Color.red.accessibilityIdentifier("fill").presentationSizing(sizing))
  }

  /// The frame of the fill in a sheet showing `content`.
  private func frame(of content: some View) -> CGRect? {
    let view = Text("Behind").sheet(isPresented: .constant(true)) { content }
    return TestHost(view, size: CGSize(width: 800, height: 700), text: .fixedAdvance).frame(of: "fill")
  }

  @Test func automaticSizesTheSheetToItsContentAtLeastItsMinimum() {
    // A color's ideal size is tiny: the sheet's minimum, 240 × 80, centered.
    #expect(
      frame(of: Color.red.accessibilityIdentifier("fill")) == CGRect(x: 280, y: 310, width: 240, height: 80))
    #expect(
      sheetFrame(AutomaticPresentationSizing.automatic) == CGRect(x: 280, y: 310, width: 240, height: 80))
  }

  @Test func formAndPageGiveTheSheetASetSizeWithinTheWindow() {
    #expect(sheetFrame(FormPresentationSizing.form) == CGRect(x: 150, y: 50, width: 500, height: 600))
    // A page is 700 × 900, cut to the 652 points of height the window leaves.
    #expect(sheetFrame(PagePresentationSizing.page) == CGRect(x: 50, y: 24, width: 700, height: 652))
    #expect(sheetFrame(SquareSizing()) == CGRect(x: 200, y: 150, width: 400, height: 400))
  }

  @Test func absurdProposalsStayWithinTheWindow() {
    let frame = sheetFrame(AbsurdSizing())
    #expect(frame == CGRect(x: 280, y: 24, width: 240, height: 652))
  }

  struct Growing<Sizing: PresentationSizing>: View {
    let sizing: Sizing
    @State private var isTall = false
    var body: some View {
      Text("Behind").sheet(isPresented: .constant(true)) {
        VStack(spacing: 0) {
          Button("grow") { isTall.toggle() }
          Color.blue.frame(width: 300, height: isTall ? 300 : 100)
        }
        .accessibilityIdentifier("content")
        .presentationSizing(sizing)
      }
    }
  }

  @Test func fittedTakesTheContentsSizeAndStickyNeverShrinks() throws {
    let host = TestHost(
      Growing(sizing: FittedPresentationSizing.fitted.sticky(vertical: true)),
      size: CGSize(width: 800, height: 700),
      text: .fixedAdvance)
    let short = try #require(host.frame(of: "content"))
    #expect(short.width == 300)
    #expect(host.tap(text: "grow"))
    let tall = try #require(host.frame(of: "content"))
    #expect(tall.height == short.height + 200)
    #expect(host.tap(text: "grow"))
    // The content shrinks back, centered in a sheet that keeps its height.
    let again = try #require(host.frame(of: "content"))
    #expect(again.height == short.height)
    #expect(again.midY == 350)
    #expect(again.minY == tall.minY + 100)
  }

  @Test func fittedInOneDimensionKeepsTheOther() throws {
    let host = TestHost(
      Growing(sizing: FormPresentationSizing.form.fitted(horizontal: false, vertical: true)),
      size: CGSize(width: 800, height: 700), text: .fixedAdvance)
    let content = try #require(host.frame(of: "content"))
    // The form's 500 points across, the content's height down: the 300-wide content centered.
    #expect(content.minX == 250)
    #expect(content.midY == 350)
    #expect(host.tap(text: "grow"))
    #expect(host.frame(of: "content")?.height == content.height + 200)
  }
}
