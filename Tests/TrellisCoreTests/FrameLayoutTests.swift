import Testing
import TrellisCore
import TrellisTesting

/// Exact frames of `.frame`, `.fixedSize`, `.aspectRatio`, and pixel rounding.
@MainActor
struct FrameLayoutTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  // MARK: Fixed frames

  @Test func fixedFrameReportsItsSizeAndCentersItsContent() {
    let host = host(
      Text("abc").accessibilityIdentifier("text")
        .frame(width: 100, height: 50).accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 150, y: 125, width: 100, height: 50))
    #expect(host.frame(of: "text") == CGRect(x: 185, y: 140, width: 30, height: 20))
  }

  @Test func fixedFrameAlignsItsContent() {
    func framed(_ alignment: Alignment) -> some View {
      Text("abc").accessibilityIdentifier("text").frame(width: 100, height: 50, alignment: alignment)
    }
    #expect(host(framed(.topLeading)).frame(of: "text") == CGRect(x: 150, y: 125, width: 30, height: 20))
    #expect(host(framed(.bottomTrailing)).frame(of: "text") == CGRect(x: 220, y: 155, width: 30, height: 20))
    #expect(host(framed(.leading)).frame(of: "text") == CGRect(x: 150, y: 140, width: 30, height: 20))
    #expect(host(framed(.top)).frame(of: "text") == CGRect(x: 185, y: 125, width: 30, height: 20))
  }

  @Test func fixedFrameProposesExactlyItsSize() {
    // The text must wrap to the 50 points the frame proposes, whatever the parent offers.
    let host = host(Text("hello world").accessibilityIdentifier("text").frame(width: 50, height: 60))
    #expect(host.frame(of: "text") == CGRect(x: 175, y: 130, width: 50, height: 40))
  }

  @Test func nilFrameDimensionPassesTheProposalThrough() {
    let host = host(Color.red.frame(width: 50).accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 175, y: 0, width: 50, height: 300))
    let text = self.host(Text("abc").frame(height: 60).accessibilityIdentifier("frame"))
    #expect(text.frame(of: "frame") == CGRect(x: 185, y: 120, width: 30, height: 60))
  }

  // MARK: Flexible frames

  @Test func infiniteMaxWidthTakesAllOffered() {
    let centered = host(
      Text("abc").accessibilityIdentifier("text").frame(maxWidth: .infinity).accessibilityIdentifier("frame"))
    #expect(centered.frame(of: "frame") == CGRect(x: 0, y: 140, width: 400, height: 20))
    #expect(centered.frame(of: "text") == CGRect(x: 185, y: 140, width: 30, height: 20))

    let leading = host(
      Text("abc").accessibilityIdentifier("text").frame(maxWidth: .infinity, alignment: .leading))
    #expect(leading.frame(of: "text") == CGRect(x: 0, y: 140, width: 30, height: 20))
  }

  @Test func infiniteMaxWidthAndHeightFillTheRoot() {
    let host = host(
      Text("abc").accessibilityIdentifier("text")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        .accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(host.frame(of: "text") == CGRect(x: 370, y: 280, width: 30, height: 20))
  }

  @Test func minWidthGrowsASmallChild() {
    let host = host(
      Text("abc").accessibilityIdentifier("text").frame(minWidth: 100).accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 150, y: 140, width: 100, height: 20))
    #expect(host.frame(of: "text") == CGRect(x: 185, y: 140, width: 30, height: 20))
  }

  @Test func maxWidthClampsWhatTheChildIsOffered() {
    let host = host(Color.red.frame(maxWidth: 50, maxHeight: 40).accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 175, y: 130, width: 50, height: 40))
  }

  @Test func minAndMaxClampTheFrameBetweenThem() {
    let roomy = host(Color.red.frame(minWidth: 50, maxWidth: 100).accessibilityIdentifier("frame"))
    #expect(roomy.frame(of: "frame") == CGRect(x: 150, y: 0, width: 100, height: 300))
    let tight = host(
      Color.red.frame(minWidth: 50, maxWidth: 100).accessibilityIdentifier("frame"), width: 30, height: 30)
    #expect(tight.frame(of: "frame") == CGRect(x: -10, y: 0, width: 50, height: 30))
  }

  @Test func idealDimensionsAnswerAnUnspecifiedProposal() {
    let host = host(
      Color.red.frame(idealWidth: 60, idealHeight: 40).fixedSize().accessibilityIdentifier("fixed"))
    #expect(host.frame(of: "fixed") == CGRect(x: 170, y: 130, width: 60, height: 40))
  }

  @Test func idealWidthIsIgnoredWhenAWidthIsProposed() {
    let host = host(Color.red.frame(idealWidth: 60, maxHeight: 40).accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 0, y: 130, width: 400, height: 40))
  }

  // MARK: fixedSize

  @Test func fixedSizeLetsTextOverflowItsFrame() {
    let wrapped = host(Text("hello world").accessibilityIdentifier("text").frame(width: 50))
    #expect(wrapped.frame(of: "text") == CGRect(x: 175, y: 130, width: 50, height: 40))

    let fixed = host(Text("hello world").accessibilityIdentifier("text").fixedSize().frame(width: 50))
    #expect(fixed.frame(of: "text") == CGRect(x: 145, y: 140, width: 110, height: 20))
  }

  @Test func fixedSizeInOneDimensionKeepsTheOther() {
    // Width stays proposed (50: two lines); height becomes ideal (40) despite the 10-point frame.
    let host = host(
      Text("hello world").accessibilityIdentifier("text")
        .fixedSize(horizontal: false, vertical: true)
        .frame(width: 50, height: 10))
    #expect(host.frame(of: "text") == CGRect(x: 175, y: 130, width: 50, height: 40))
  }

  // MARK: Aspect ratio

  @Test func aspectRatioFitAndFill() {
    let fit = host(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("view"))
    #expect(fit.frame(of: "view") == CGRect(x: 0, y: 50, width: 400, height: 200))

    let fill = host(Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("view"))
    #expect(fill.frame(of: "view") == CGRect(x: -100, y: 0, width: 600, height: 300))

    let size = host(
      Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).accessibilityIdentifier("view"))
    #expect(size.frame(of: "view") == CGRect(x: 125, y: 0, width: 150, height: 300))
  }

  @Test func scaledToFitUsesTheIdealRatio() {
    // A color's ideal size is 10 × 10: ratio 1.
    let fit = host(Color.red.scaledToFit().accessibilityIdentifier("view"))
    #expect(fit.frame(of: "view") == CGRect(x: 50, y: 0, width: 300, height: 300))
    let fill = host(Color.red.scaledToFill().accessibilityIdentifier("view"))
    #expect(fill.frame(of: "view") == CGRect(x: 0, y: -50, width: 400, height: 400))
  }

  // MARK: Pixel rounding

  @Test func framesLieOnThePixelGridAtScale1() {
    let host = host(
      Color.red.frame(width: 33.3, height: 33.3).accessibilityIdentifier("view"), width: 100, height: 100)
    // Placed at 33.35 … 66.65: both edges round to whole points.
    #expect(host.frame(of: "view") == CGRect(x: 33, y: 33, width: 34, height: 34))
  }

  @Test func framesLieOnThePixelGridAtScale2() {
    let host = host(
      Color.red.frame(width: 33.3, height: 33.3).accessibilityIdentifier("view"), width: 100, height: 100)
    host.scale = 2
    #expect(host.frame(of: "view") == CGRect(x: 33.5, y: 33.5, width: 33, height: 33))
  }

  @Test func halfwayEdgesRoundAwayFromZeroOnEitherSideOfTheOrigin() {
    // 101 × 11 centered in 100 × 10: edges at -0.5 and 100.5, -0.5 and 10.5.
    let host = host(
      Color.red.frame(width: 101, height: 11).accessibilityIdentifier("view"), width: 100, height: 10)
    #expect(host.frame(of: "view") == CGRect(x: -1, y: -1, width: 102, height: 12))
    // At scale 4 the same edges lie on the grid already.
    host.scale = 4
    #expect(host.frame(of: "view") == CGRect(x: -0.5, y: -0.5, width: 101, height: 11))
  }

  @Test func adjacentFramesShareRoundedEdges() {
    let row = HStack(spacing: 0) {
      Color.red.accessibilityIdentifier("a")
      Color.green.accessibilityIdentifier("b")
      Color.blue.accessibilityIdentifier("c")
    }
    let host = host(row, width: 100, height: 10)
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 33, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 33, y: 0, width: 34, height: 10))
    #expect(host.frame(of: "c") == CGRect(x: 67, y: 0, width: 33, height: 10))
    host.scale = 2
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 33.5, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 33.5, y: 0, width: 33, height: 10))
    #expect(host.frame(of: "c") == CGRect(x: 66.5, y: 0, width: 33.5, height: 10))
  }
}
