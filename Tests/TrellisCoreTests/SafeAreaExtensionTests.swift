import Testing
import TrellisCore
import TrellisTesting

/// Views that extend into the safe area `.safeAreaInset` and `.safeAreaPadding` reserve: scroll
/// views (which inset their content instead, so that it scrolls beneath the bar) and views
/// marked `.ignoresSafeArea`. Text is 10 points a character and 20 high.
@MainActor
struct SafeAreaExtensionTests {
  /// Ten 40-point rows under a bottom bar whose height a tap in the bar doubles.
  struct Feed: View {
    @State private var barHeight: CGFloat = 30
    @State private var insets = "none"
    var ignoresSafeArea = false

    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { index in
            Color.gray.frame(height: 40).accessibilityIdentifier("row\(index)")
          }
        }
      }
      .onScrollGeometryChange(for: String.self) { geometry in
        "\(Int(geometry.contentOffset.y)) \(Int(geometry.contentInsets.bottom))"
      } action: { _, new in
        insets = new
      }
      .ignoresSafeArea(edges: ignoresSafeArea ? .all : [])
      .background(Color.yellow.accessibilityIdentifier("background"))
      .safeAreaInset(edge: .bottom, spacing: 0) {
        HStack {
          Text(insets).accessibilityIdentifier("insets")
          Button("Taller") { barHeight = 60 }
        }
        .frame(maxWidth: .infinity)
        .frame(height: barHeight)
        .accessibilityIdentifier("bar")
      }
    }
  }

  private let size = CGSize(width: 200, height: 200)

  @Test func aScrollViewFillsTheFrameAndScrollsBeneathABottomBar() throws {
    let host = TestHost(Feed(), size: size, text: .fixedAdvance)
    #expect(host.tree.all(ofType: "ScrollView").first?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 170, width: 200, height: 30))
    #expect(host.frame(of: "row0") == CGRect(x: 0, y: 0, width: 200, height: 40))
    // The background follows the scroll view beneath the bar.
    #expect(host.frame(of: "background") == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(host.find(text: "0 30") != nil)
    // 400 of rows and 30 of margin in 200: the last row ends where the bar begins.
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 1000))
    #expect(host.frame(of: "row9") == CGRect(x: 0, y: 130, width: 200, height: 40))
    #expect(host.find(text: "230 30") != nil)
  }

  @Test func aTallerBarLendsTheScrollViewALargerMargin() throws {
    let host = TestHost(Feed(), size: size, text: .fixedAdvance)
    host.tap(text: "Taller")
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 140, width: 200, height: 60))
    #expect(host.tree.all(ofType: "ScrollView").first?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 1000))
    #expect(host.frame(of: "row9") == CGRect(x: 0, y: 100, width: 200, height: 40))
    #expect(host.find(text: "260 60") != nil)
  }

  @Test func aScrollViewIgnoringTheSafeAreaTakesNoMargin() throws {
    let host = TestHost(Feed(ignoresSafeArea: true), size: size, text: .fixedAdvance)
    #expect(host.tree.all(ofType: "ScrollView").first?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 1000))
    // The last row ends at the bottom, beneath the bar.
    #expect(host.frame(of: "row9") == CGRect(x: 0, y: 160, width: 200, height: 40))
    #expect(host.find(text: "200 0") != nil)
  }

  @Test func aTopBarInsetsTheContentByItsHeightAndTheSpacing() {
    let host = TestHost(
      ScrollView {
        Color.gray.frame(height: 40).accessibilityIdentifier("row")
      }
      .safeAreaInset(edge: .top, spacing: 10) { Text("Title").accessibilityIdentifier("title") },
      size: size, text: .fixedAdvance)
    #expect(host.tree.all(ofType: "ScrollView").first?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(host.frame(of: "title") == CGRect(x: 75, y: 0, width: 50, height: 20))
    #expect(host.frame(of: "row") == CGRect(x: 0, y: 30, width: 200, height: 40))
  }

  @Test func aLeadingBarInsetsAHorizontalScrollView() {
    let host = TestHost(
      ScrollView(.horizontal) {
        Color.gray.frame(width: 40, height: 40).accessibilityIdentifier("cell")
      }
      .safeAreaInset(edge: .leading, spacing: 0) { Text("Side").accessibilityIdentifier("side") },
      size: size, text: .fixedAdvance)
    #expect(host.tree.all(ofType: "ScrollView").first?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(host.frame(of: "side") == CGRect(x: 0, y: 90, width: 40, height: 20))
    #expect(host.frame(of: "cell") == CGRect(x: 40, y: 80, width: 40, height: 40))
  }

  @Test func aViewIgnoringTheSafeAreaFillsTheFrameBeneathTheBar() {
    let host = TestHost(
      Color.blue.accessibilityIdentifier("main").ignoresSafeArea()
        .safeAreaInset(edge: .bottom) { Text("bar").accessibilityIdentifier("bar") },
      size: size, text: .fixedAdvance)
    #expect(host.frame(of: "main") == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(host.frame(of: "bar") == CGRect(x: 85, y: 180, width: 30, height: 20))
  }

  @Test func otherEdgesAndTheKeyboardRegionStayInTheSafeArea() {
    for view in [
      AnyView(Color.blue.accessibilityIdentifier("main").ignoresSafeArea(edges: .top)),
      AnyView(Color.blue.accessibilityIdentifier("main").ignoresSafeArea(.keyboard)),
      AnyView(Color.blue.accessibilityIdentifier("main").edgesIgnoringSafeArea(.horizontal)),
    ] {
      let host = TestHost(
        view.safeAreaInset(edge: .bottom, spacing: 0) { Text("bar").accessibilityIdentifier("bar") },
        size: size, text: .fixedAdvance)
      #expect(host.frame(of: "main") == CGRect(x: 0, y: 0, width: 200, height: 180))
    }
  }

  @Test func safeAreaPaddingPadsOnlyTheEdgesTheViewStaysWithin() {
    let host = TestHost(
      Color.blue.accessibilityIdentifier("main").ignoresSafeArea(edges: .leading)
        .safeAreaPadding(.horizontal, 20)
        .safeAreaPadding(.top, 10),
      size: size, text: .fixedAdvance)
    #expect(host.frame(of: "main") == CGRect(x: 0, y: 10, width: 180, height: 190))
  }

  // SwiftUI also stretches a view that touches the safe area's edge from inside a container;
  // Trellis extends only the modifier's own content.
  @Test func aScrollViewInsideAStackStaysAboveTheBar() {
    let host = TestHost(
      VStack {
        ScrollView { Color.gray.frame(height: 40).accessibilityIdentifier("row") }
      }
      .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30) },
      size: size, text: .fixedAdvance)
    #expect(host.tree.all(ofType: "ScrollView").first?.frame == CGRect(x: 0, y: 0, width: 200, height: 170))
  }
}
