import Testing
import TrellisCore
import TrellisTesting

/// Exact frames of texts made of styled runs, with the fixed-advance measurer (10 pt a character
/// and 20 pt a line at 14 points, scaled with each run's font size).
@MainActor
struct TextRunLayoutTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func concatenationIsOneTextWithThePlainString() {
    let host = host((Text("ab").bold() + Text("cd").foregroundStyle(.red)).accessibilityIdentifier("text"))
    #expect(host.frame(of: "text") == CGRect(x: 180, y: 140, width: 40, height: 20))
    #expect(host.find(id: "text")?.text == "abcd")
  }

  @Test func aLargerRunWidensByItsAdvanceAndSetsTheLineHeight() {
    // "ab" at 14 pt (20) and "cd" at 28 pt (40): 60 wide, lines 40 high.
    let host = host((Text("ab") + Text("cd").font(.system(size: 28))).accessibilityIdentifier("text"))
    #expect(host.frame(of: "text") == CGRect(x: 170, y: 130, width: 60, height: 40))
  }

  @Test func trackingOfOneRunWidensOnlyThatRun() {
    let host = host((Text("ab") + Text("cd").tracking(5)).accessibilityIdentifier("text"))
    #expect(host.frame(of: "text") == CGRect(x: 175, y: 140, width: 50, height: 20))
  }

  @Test func modifiersOnTheWholeApplyToRunsWithoutTheirOwn() {
    // The outer font (28 pt) reaches "ab" but not "cd", which sets 14 pt: 40 + 20 wide.
    let text = (Text("ab") + Text("cd").font(.system(size: 14))).font(.system(size: 28))
    let host = host(text.accessibilityIdentifier("text"))
    #expect(host.frame(of: "text") == CGRect(x: 170, y: 130, width: 60, height: 40))
  }

  @Test func wrapsAcrossRunsAsOneParagraph() {
    // "one " plain, "two three" at 28 pt (20 a character). At 120 wide: "one" + " two" would
    // need 30 + 10 + 60 = 100, fits; "three" (100) goes on the next line. The 100-wide text is
    // centred in its 120-wide frame.
    let text = Text("one ") + Text("two three").font(.system(size: 28))
    let host = host(text.accessibilityIdentifier("text").frame(width: 120))
    #expect(host.frame(of: "text") == CGRect(x: 150, y: 110, width: 100, height: 80))
  }

  @Test func truncatesAsAWhole() {
    let text = (Text("aa ") + Text("bb").bold() + Text(" cc")).lineLimit(1)
    let host = host(text.accessibilityIdentifier("text").frame(width: 50))
    // "aa bb" fits 50 exactly; the cut line gets an ellipsis, capped at the width.
    #expect(host.frame(of: "text") == CGRect(x: 175, y: 140, width: 50, height: 20))
  }

  @Test func baselinesFollowTheLargestRun() {
    let host = host(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("x").accessibilityIdentifier("plain")
        (Text("a") + Text("B").font(.system(size: 28))).accessibilityIdentifier("runs")
      })
    // The run text's baseline is 30 down (15 at 28 pt), the plain one's 15: the plain text
    // sits 15 lower.
    let plain = host.frame(of: "plain")
    let runs = host.frame(of: "runs")
    #expect(runs == CGRect(x: 190, y: 130, width: 30, height: 40))
    #expect(plain == CGRect(x: 180, y: 145, width: 10, height: 20))
  }

  @Test func markdownMeasuresWithoutItsMarkers() {
    let host = host(Text("**Bold** `code`").accessibilityIdentifier("text"))
    // "Bold code": nine characters.
    #expect(host.frame(of: "text") == CGRect(x: 155, y: 140, width: 90, height: 20))
    #expect(host.find(id: "text")?.text == "Bold code")
  }

  @Test func textCaseAppliesToEveryRun() {
    let host = host((Text("ab") + Text("cd").italic()).textCase(.uppercase).accessibilityIdentifier("text"))
    #expect(host.find(id: "text")?.text == "ABCD")
  }

  @Test func emptyAndHugeRunsDoNotCrash() {
    let empty = host((Text("") + Text("")).accessibilityIdentifier("text"))
    #expect(empty.frame(of: "text")?.width == 0)
    let long = String(repeating: "word ", count: 2000)
    let huge = host((Text(long) + Text(long).bold()).accessibilityIdentifier("text").frame(width: 300))
    #expect((huge.frame(of: "text")?.height ?? 0) > 0)
  }
}
