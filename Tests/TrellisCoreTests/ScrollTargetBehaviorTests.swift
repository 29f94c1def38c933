import Testing
import TrellisCore
import TrellisTesting

/// `.scrollTargetBehavior`: each step of the wheel moves a paging scroll view a page, and a
/// view-aligned one to the next view of its `.scrollTargetLayout()`.
@MainActor
struct ScrollTargetBehaviorTests {
  struct Cards: View {
    var paging = false
    var marksLayout = true

    var body: some View {
      let scroll = ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<8, id: \.self) { index in
            Color.blue.frame(width: 150, height: 80).accessibilityIdentifier("card-\(index)")
          }
        }
        .scrollTargetLayout(isEnabled: marksLayout)
      }
      .frame(width: 200, height: 100)
      VStack {
        if paging {
          scroll.scrollTargetBehavior(.paging)
        } else {
          scroll.scrollTargetBehavior(.viewAligned)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func host(_ cards: Cards) -> TestHost<Cards> {
    TestHost(cards, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  /// How far the content is scrolled: where the first card went.
  func offset(_ host: TestHost<Cards>) -> CGFloat? {
    host.find(id: "card-0").map { -$0.frame.minX }
  }

  @Test func viewAlignedStepsFromCardToCard() {
    let host = host(Cards())
    let point = CGPoint(x: 100, y: 50)
    #expect(offset(host) == 0)
    // However small the step, the next card (150 wide, 10 apart) comes to the leading edge.
    host.scroll(at: point, by: CGSize(width: 5, height: 0))
    #expect(offset(host) == 160)
    host.scroll(at: point, by: CGSize(width: 40, height: 0))
    #expect(offset(host) == 320)
    host.scroll(at: point, by: CGSize(width: -40, height: 0))
    #expect(offset(host) == 160)
    // A vertical wheel scrolls a horizontal view sideways, also card by card.
    host.scroll(at: point, by: CGSize(width: 0, height: 40))
    #expect(offset(host) == 320)
    // The last stop is the end of the content: 8 cards and 7 gaps (1,270 points) less the
    // 200-point viewport.
    for _ in 0..<10 { host.scroll(at: point, by: CGSize(width: 40, height: 0)) }
    #expect(offset(host) == 1070)
  }

  @Test func pagingStepsAViewportAtATime() {
    let host = host(Cards(paging: true))
    let point = CGPoint(x: 100, y: 50)
    host.scroll(at: point, by: CGSize(width: 5, height: 0))
    #expect(offset(host) == 200)
    host.scroll(at: point, by: CGSize(width: 40, height: 0))
    #expect(offset(host) == 400)
    host.scroll(at: point, by: CGSize(width: -1, height: 0))
    #expect(offset(host) == 200)
  }

  @Test func withoutATargetLayoutViewAlignedScrollsFreely() {
    let host = host(Cards(marksLayout: false))
    host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 40, height: 0))
    #expect(offset(host) == 40)
  }
}
