import Testing
import TrellisCore
import TrellisTesting

/// `.safeAreaPadding`: ordinary content is padded; a scroll view fills the frame and its content
/// is inset and scrolls beneath the padding. Text is 10 points a character and 20 high.
@MainActor
struct SafeAreaPaddingTests {
  struct Rows: View {
    @State var padding: CGFloat = 20
    @State private var insets = "none"

    var body: some View {
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { index in
              Color.gray.frame(height: 30).accessibilityIdentifier("row\(index)")
            }
          }
        }
        .onScrollGeometryChange(for: String.self) { geometry in
          "\(Int(geometry.contentOffset.y)) \(Int(geometry.contentInsets.top))"
        } action: { _, new in
          insets = new
        }
        .tint(.red)
        .safeAreaPadding(.vertical, padding)
        .safeAreaPadding(.leading, 10)
        .frame(width: 200, height: 100)
        Text(insets).accessibilityIdentifier("insets")
        Button("Less") { padding = 5 }
      }
    }
  }

  @Test func textIsPaddedAsByPadding() {
    let host = TestHost(
      Text("abc").accessibilityIdentifier("text").safeAreaPadding(.horizontal, 12)
        .background(Color.blue.accessibilityIdentifier("back")),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "back") == CGRect(x: 73, y: 40, width: 54, height: 20))
    #expect(host.frame(of: "text") == CGRect(x: 85, y: 40, width: 30, height: 20))
  }

  @Test func theDefaultLengthIsSixteen() {
    let host = TestHost(
      Text("abc").accessibilityIdentifier("text").safeAreaPadding(),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(
      host.tree.all(ofType: "SafeAreaPadding").first?.frame == CGRect(x: 69, y: 24, width: 62, height: 52))
    #expect(host.frame(of: "text") == CGRect(x: 85, y: 40, width: 30, height: 20))
  }

  @Test func aScrollViewFillsTheFrameAndItsContentScrollsBeneathThePadding() throws {
    let host = TestHost(Rows(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let scroll = try #require(host.tree.all(ofType: "ScrollView").first?.frame)
    // The column (100, the text's 20 and the button's 34) is centered in 200: 23 down.
    #expect(scroll == CGRect(x: 50, y: 23, width: 200, height: 100))
    // Both paddings reach the scroll view, through the tint between.
    #expect(host.frame(of: "row0") == CGRect(x: 60, y: 43, width: 190, height: 30))
    #expect(host.find(text: "-20 20") != nil)
    host.scroll(at: CGPoint(x: 150, y: 80), by: CGSize(width: 0, height: 1000))
    #expect(host.frame(of: "row9")?.maxY == scroll.maxY - 20)
    #expect(host.find(text: "220 20") != nil)
  }

  @Test func changingThePaddingMovesTheContent() throws {
    let host = TestHost(Rows(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(text: "Less")
    let scroll = try #require(host.tree.all(ofType: "ScrollView").first?.frame)
    #expect(scroll == CGRect(x: 50, y: 23, width: 200, height: 100))
    #expect(host.frame(of: "row0") == CGRect(x: 60, y: 28, width: 190, height: 30))
    #expect(host.find(text: "-5 5") != nil)
  }

  // SwiftUI also stretches a scroll view that touches the safe area's edge from inside a
  // container; Trellis lends margins only through modifiers, and pads the container whole.
  @Test func aScrollViewInsideAStackIsPaddedAndLentNoMargins() {
    let host = TestHost(
      VStack {
        ScrollView { Color.gray.frame(height: 30).accessibilityIdentifier("row") }
      }
      .safeAreaPadding(10)
      .frame(width: 100, height: 100),
      size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(host.tree.all(ofType: "ScrollView").first?.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    #expect(host.frame(of: "row") == CGRect(x: 10, y: 10, width: 80, height: 30))
  }
}
