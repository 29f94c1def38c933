import Testing
import TrellisCore
import TrellisTesting

/// `.contentMargins` and `.scrollClipDisabled`: room around a scroll view's content that
/// scrolls with it, and content drawn past the scroll view's bounds. Text is 10 points a
/// character and 20 high.
@MainActor
struct ContentMarginsTests {
  struct Rows: View {
    var placement = ContentMarginPlacement.automatic
    @State private var geometry = "none"

    var body: some View {
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { index in
              Color.gray.frame(height: 30).accessibilityIdentifier("row\(index)")
            }
          }
        }
        .frame(width: 200, height: 100)
        .contentMargins(.vertical, 20, for: placement)
        .contentMargins(.horizontal, EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30), for: placement)
        .onScrollGeometryChange(for: String.self) { geometry in
          "\(Int(geometry.contentOffset.y)) \(Int(geometry.contentSize.height))"
            + " \(Int(geometry.contentInsets.top))"
        } action: { _, new in
          geometry = new
        }
        Text(geometry).accessibilityIdentifier("geometry")
      }
    }
  }

  private func host(_ view: Rows) -> TestHost<Rows> {
    TestHost(view, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  @Test func theContentIsInsetByItsMarginsAndScrollsAcrossThem() {
    let host = host(Rows())
    let scroll = host.tree.all(ofType: "ScrollView").first!.frame
    #expect(scroll == CGRect(x: 50, y: 40, width: 200, height: 100))
    // The rows are as wide as the scroll view less 10 on the left and 30 on the right, and
    // start 20 down.
    #expect(host.frame(of: "row0") == CGRect(x: 60, y: 60, width: 160, height: 30))
    #expect(host.find(text: "-20 300 20") != nil)
    // The scrolled area is 20 + 300 + 20 tall: at the end the last row sits 20 above the edge.
    host.scroll(at: CGPoint(x: 150, y: 90), by: CGSize(width: 0, height: 1000))
    #expect(host.frame(of: "row9")?.maxY == scroll.maxY - 20)
    #expect(host.find(text: "220 300 20") != nil)
  }

  @Test func marginsForTheIndicatorsLeaveTheContentAlone() {
    let host = host(Rows(placement: .scrollIndicators))
    #expect(host.frame(of: "row0") == CGRect(x: 50, y: 40, width: 200, height: 30))
    #expect(host.find(text: "0 300 0") != nil)
  }

  @Test func marginsForTheContentSizeAScrollViewThatFitsIt() {
    struct Fitted: View {
      var body: some View {
        ScrollView(.horizontal) {
          Text("abc").accessibilityIdentifier("text")
        }
        .fixedSize()
        .contentMargins(8)
      }
    }
    let host = TestHost(Fitted(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.tree.all(ofType: "ScrollView").first?.frame.size == CGSize(width: 46, height: 36))
    #expect(host.frame(of: "text") == CGRect(x: 135, y: 90, width: 30, height: 20))
  }

  @Test func aScrollViewWithClippingDisabledDrawsPastItsBounds() {
    func clips(_ disabled: Bool) -> Bool {
      let host = TestHost(
        ScrollView { Color.red.frame(height: 400) }.frame(height: 100).scrollClipDisabled(disabled),
        size: CGSize(width: 200, height: 200), text: .fixedAdvance)
      return host.displayList().items.contains {
        if case .pushClip = $0 { return true } else { return false }
      }
    }
    #expect(clips(false))
    #expect(!clips(true))
  }
}
