import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct DynamicTypeSizeTests {
  func frame<V: View>(of view: V) -> CGRect? {
    let host = TestHost(
      view.accessibilityIdentifier("probe").fixedSize().frame(
        maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 600, height: 200), text: .fixedAdvance)
    return host.find(id: "probe")?.frame
  }

  @Test func textStylesScaleWithTheTextSizeAndFixedSizesDoNot() {
    // The body is 14 points at `.large`; at `.accessibility1` it grows by 28/17 to 23 points
    // (rounded to half points), and the title's 24 points to 39.5.
    #expect(
      frame(of: Text("Hello").dynamicTypeSize(.accessibility1))
        == frame(of: Text("Hello").font(.system(size: 23))))
    #expect(
      frame(of: Text("Hello").font(.title).dynamicTypeSize(.accessibility1))
        == frame(of: Text("Hello").font(.system(size: 39.5))))
    #expect(
      frame(of: Text("Hello").font(.title).dynamicTypeSize(.xSmall))
        == frame(of: Text("Hello").font(.system(size: 20))))
    #expect(frame(of: Text("Hello").dynamicTypeSize(.large)) == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(
      frame(of: Text("Hello").font(.system(size: 14)).dynamicTypeSize(.accessibility5))
        == CGRect(x: 0, y: 0, width: 50, height: 20))
  }

  struct Square: View {
    @ScaledMetric private var side = 17.0
    @ScaledMetric(relativeTo: .title) private var inset: CGFloat = 34
    var body: some View {
      Color.red.frame(width: side, height: inset).accessibilityIdentifier("square")
    }
  }

  func square(_ view: some View) -> CGSize? {
    TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance).find(id: "square")?.frame.size
  }

  @Test func scaledMetricsFollowTheTextSize() {
    #expect(square(Square()) == CGSize(width: 17, height: 34))
    #expect(square(Square().dynamicTypeSize(.accessibility1)) == CGSize(width: 28, height: 56))
    #expect(square(Square().dynamicTypeSize(.small)) == CGSize(width: 15, height: 30))
  }

  @Test func aRangeKeepsTheTextSizeWithinIt() {
    #expect(
      square(Square().dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility3))
        == CGSize(width: 23, height: 46))
    #expect(
      square(Square().dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xSmall))
        == CGSize(width: 16, height: 32))
    #expect(
      square(Square().dynamicTypeSize(DynamicTypeSize.medium...DynamicTypeSize.xLarge))
        == CGSize(width: 17, height: 34))
    #expect(
      DynamicTypeSize.accessibility2.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
  }
}
