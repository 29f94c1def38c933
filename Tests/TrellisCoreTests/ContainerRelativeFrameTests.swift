import Testing
import TrellisCore
import TrellisTesting

/// `.containerRelativeFrame`: lengths shared from the window or the nearest scroll view.
@MainActor
struct ContainerRelativeFrameTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func fillsTheWindowAlongItsAxis() {
    let host = host(
      Text("abc").accessibilityIdentifier("text").containerRelativeFrame(.horizontal)
        .accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 0, y: 140, width: 400, height: 20))
    #expect(host.frame(of: "text") == CGRect(x: 185, y: 140, width: 30, height: 20))
  }

  @Test func alignsItsContent() {
    let host = host(
      Text("abc").accessibilityIdentifier("text")
        .containerRelativeFrame([.horizontal, .vertical], alignment: .bottomTrailing))
    #expect(host.frame(of: "text") == CGRect(x: 370, y: 280, width: 30, height: 20))
  }

  @Test func countSpanAndSpacing() {
    let host = host(
      HStack(spacing: 0) {
        Text("a").containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 8)
          .accessibilityIdentifier("one")
        Text("b").containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8)
          .accessibilityIdentifier("three")
      })
    // (400 - 8 × 3) / 4 = 94 per column; three columns and the two gaps between them: 298.
    #expect(host.frame(of: "one") == CGRect(x: 4, y: 140, width: 94, height: 20))
    #expect(host.frame(of: "three") == CGRect(x: 98, y: 140, width: 298, height: 20))
  }

  @Test func aLengthClosureGetsTheContainersLengthAndAxis() {
    var asked: [Axis] = []
    let host = host(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<2, id: \.self) { index in
            Text("c\(index)")
              .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                asked.append(axis)
                return axis == .horizontal ? length * 0.8 : length / 4
              }
              .accessibilityIdentifier("card\(index)")
          }
        }
      }
      .frame(width: 200, height: 100))
    // Four fifths of the scroll view's 200-point width, a quarter of its 100-point height; the
    // second card peeks in after the first. Centered in the scroll view, 137.5 rounds to a pixel.
    #expect(host.frame(of: "card0") == CGRect(x: 100, y: 138, width: 160, height: 25))
    #expect(host.frame(of: "card1") == CGRect(x: 260, y: 138, width: 160, height: 25))
    #expect(Set(asked) == [.horizontal, .vertical])
  }

  @Test func aLengthClosureReturningNonsenseIsClampedToZero() {
    let host = host(
      Text("abc").containerRelativeFrame(.horizontal) { _, _ in -.infinity }.accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame")?.width == 0)
  }

  @Test func pagesOfAScrollViewTakeItsVisibleWidth() {
    let host = host(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { index in
            Text("p\(index)").containerRelativeFrame(.horizontal).accessibilityIdentifier("page\(index)")
          }
        }
      }
      .frame(width: 200, height: 100))
    #expect(host.frame(of: "page0") == CGRect(x: 100, y: 140, width: 200, height: 20))
    #expect(host.frame(of: "page1") == CGRect(x: 300, y: 140, width: 200, height: 20))
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 200))
    #expect(host.frame(of: "page1") == CGRect(x: 100, y: 140, width: 200, height: 20))
  }

  @Test func rowsOfAVerticalScrollViewFollowItsHeight() {
    let host = host(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<4, id: \.self) { index in
            Color.blue.containerRelativeFrame(.vertical, count: 2, spacing: 0).accessibilityIdentifier(
              "row\(index)")
          }
        }
      }
      .frame(height: 200))
    #expect(host.frame(of: "row0") == CGRect(x: 0, y: 50, width: 400, height: 100))
    #expect(host.frame(of: "row1") == CGRect(x: 0, y: 150, width: 400, height: 100))
  }

  @Test func followsTheWindowWhenItsOwnProposalStaysTheSame() {
    let host = host(
      Text("abc").containerRelativeFrame(.horizontal, count: 2, spacing: 0).accessibilityIdentifier("half")
        .frame(width: 100))
    #expect(host.frame(of: "half") == CGRect(x: 100, y: 140, width: 200, height: 20))
    host.resize(to: CGSize(width: 600, height: 300))
    #expect(host.frame(of: "half") == CGRect(x: 150, y: 140, width: 300, height: 20))
  }
}
