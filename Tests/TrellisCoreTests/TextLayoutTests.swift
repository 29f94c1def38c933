import Testing
import TrellisCore
import TrellisTesting

/// Exact sizes of text: ideal size, wrapping, line limits and truncation, with the fixed-advance
/// measurer (10 pt a character, 20 pt a line for 14-point text; the ellipsis is one character).
@MainActor
struct TextLayoutTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func idealSizeIsOneUnwrappedLine() {
    let host = host(Text("hello world").accessibilityIdentifier("text"))
    #expect(host.frame(of: "text") == CGRect(x: 145, y: 140, width: 110, height: 20))
  }

  @Test func wrapsAtWordBoundariesWhenNarrow() {
    let host = host(Text("one two three").accessibilityIdentifier("text").frame(width: 70))
    // "one two" | "three".
    #expect(host.frame(of: "text") == CGRect(x: 165, y: 130, width: 70, height: 40))
  }

  @Test func textNeverGrowsBeyondItsLines() {
    let host = host(Text("one two three").accessibilityIdentifier("text").frame(width: 95))
    // Nine characters fit a line; the longest line, "one two", is 70 wide.
    #expect(host.frame(of: "text") == CGRect(x: 165, y: 130, width: 70, height: 40))
  }

  @Test func breaksAWordLongerThanTheLine() {
    let host = host(Text("abcdefgh").accessibilityIdentifier("text").frame(width: 30))
    #expect(host.frame(of: "text") == CGRect(x: 185, y: 120, width: 30, height: 60))
  }

  @Test func newlinesStartNewLines() {
    let host = host(Text("a\nbcd").accessibilityIdentifier("text"))
    #expect(host.frame(of: "text") == CGRect(x: 185, y: 130, width: 30, height: 40))
  }

  @Test func lineLimitTruncatesWithAnEllipsis() {
    let one = host(Text("one two three").lineLimit(1).accessibilityIdentifier("text").frame(width: 70))
    #expect(one.frame(of: "text") == CGRect(x: 165, y: 140, width: 70, height: 20))

    let two = host(Text("aa bb cc").lineLimit(2).accessibilityIdentifier("text").frame(width: 20))
    #expect(two.frame(of: "text") == CGRect(x: 190, y: 130, width: 20, height: 40))

    let unlimited = host(Text("aa bb cc").lineLimit(nil).accessibilityIdentifier("text").frame(width: 20))
    #expect(unlimited.frame(of: "text") == CGRect(x: 190, y: 120, width: 20, height: 60))
  }

  @Test func truncatesWhenOutOfHeight() {
    let host = host(
      Text("one two three").accessibilityIdentifier("text").frame(width: 70, height: 30)
        .accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 165, y: 135, width: 70, height: 30))
    #expect(host.frame(of: "text") == CGRect(x: 165, y: 140, width: 70, height: 20))
  }

  @Test func minimumIsOneLineWithTheEllipsis() {
    let host = host(Text("hello").accessibilityIdentifier("text").frame(width: 0, height: 0))
    #expect(host.frame(of: "text") == CGRect(x: 195, y: 140, width: 10, height: 20))
  }

  @Test func fontSizeScalesTheMetrics() {
    let own = host(Text("ab").font(.system(size: 28)).accessibilityIdentifier("text"))
    #expect(own.frame(of: "text") == CGRect(x: 180, y: 130, width: 40, height: 40))

    let inherited = host(VStack { Text("ab").accessibilityIdentifier("text") }.font(.system(size: 7)))
    #expect(inherited.frame(of: "text") == CGRect(x: 195, y: 145, width: 10, height: 10))
  }

  @Test func lineSpacingAddsSpaceBetweenLines() {
    let host = host(Text("a\nb").lineSpacing(5).accessibilityIdentifier("text"))
    #expect(host.frame(of: "text") == CGRect(x: 195, y: 128, width: 10, height: 45))
  }

  @Test func aFontsLeadingMovesItsLinesAnEighthOfItsSize() {
    // Body text is 14 points: its leading adds or takes away 2 between lines.
    let loose = host(Text("a\nb").font(.body.leading(.loose)).accessibilityIdentifier("text"))
    #expect(loose.frame(of: "text") == CGRect(x: 195, y: 129, width: 10, height: 42))
    let tight = host(VStack { Text("a\nb").accessibilityIdentifier("text") }.font(.body.leading(.tight)))
    #expect(tight.frame(of: "text") == CGRect(x: 195, y: 131, width: 10, height: 38))
    let both = host(Text("a\nb").font(.body.leading(.loose)).lineSpacing(5).accessibilityIdentifier("text"))
    #expect(both.frame(of: "text") == CGRect(x: 195, y: 127, width: 10, height: 47))
    let standard = host(Text("a\nb").font(.body.leading(.standard)).accessibilityIdentifier("text"))
    #expect(standard.frame(of: "text")?.height == 40)
    #expect(Font.body.leading(.loose) != .body)
  }

  @Test func secondaryTextIsFourFifthsTheSize() {
    // Body text is 14 points, 20 high at 10 a character; secondary text is 11 points of 14.
    let host = host(
      HStack(spacing: 0) {
        Text("12").accessibilityIdentifier("number")
        Text("kg").textScale(.secondary).accessibilityIdentifier("unit")
        Text("!").textScale(.secondary, isEnabled: false).accessibilityIdentifier("plain")
      })
    #expect(host.frame(of: "number")?.size == CGSize(width: 20, height: 20))
    let unit = host.frame(of: "unit")?.size
    #expect(unit?.width == (2 * 10 * 11 / 14.0).rounded(.up))
    #expect(unit?.height == (20 * 11 / 14.0).rounded(.up))
    #expect(host.frame(of: "plain")?.size == CGSize(width: 10, height: 20))
  }

  @Test func textsInARowWrapToShareTheWidth() {
    let host = host(
      HStack {
        Text("aaa bbb").accessibilityIdentifier("first")
        Text("ccc ddd").accessibilityIdentifier("second")
      }, width: 100)
    // 92 to share: the first is offered 46 and takes 30 (two lines), the second 62 and takes 30.
    #expect(host.frame(of: "first") == CGRect(x: 16, y: 130, width: 30, height: 40))
    #expect(host.frame(of: "second") == CGRect(x: 54, y: 130, width: 30, height: 40))
  }

  @Test func changingTheStringRemeasures() {
    struct SwitchingLabel: View {
      @State var long = false
      var body: some View {
        VStack {
          Text(long ? "a longer text" : "short").accessibilityIdentifier("text")
          Button("toggle") { long.toggle() }.buttonStyle(.plain).accessibilityIdentifier("toggle")
        }
      }
    }
    let host = host(SwitchingLabel())
    #expect(host.frame(of: "text")!.width == 50)
    host.tap(id: "toggle")
    #expect(host.frame(of: "text")!.width == 130)
  }
}
