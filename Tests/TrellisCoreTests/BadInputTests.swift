import Testing
import TrellisCore
import TrellisTesting

/// Impossible numbers never crash or hang: they are clamped to usable values (with a one-time
/// warning on stderr), and every frame stays finite and non-negative in size.
@MainActor
struct BadInputTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  private func expectSane(_ tree: LayoutTreeNode, sourceLocation: SourceLocation = #_sourceLocation) {
    for node in tree.allNodes {
      let f = node.frame
      let finite = f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
      #expect(
        finite && f.width >= 0 && f.height >= 0, "\(node.type) has frame \(f)", sourceLocation: sourceLocation
      )
    }
  }

  @Test func badFrameArgumentsAreClamped() {
    let host = host(
      VStack {
        Color.red.frame(width: .nan, height: -5).accessibilityIdentifier("nan")
        Color.red.frame(width: .infinity, height: 10).accessibilityIdentifier("infinite")
        Color.red.frame(minWidth: -.infinity, idealWidth: .nan, maxWidth: -3, minHeight: .nan, maxHeight: 10)
          .accessibilityIdentifier("flexible")
        Color.red.frame(minWidth: 50, maxWidth: 20, minHeight: 5, maxHeight: 5).accessibilityIdentifier(
          "inverted")
      })
    expectSane(host.tree)
    #expect(host.frame(of: "nan")?.size == CGSize(width: 0, height: 0))
    #expect(host.frame(of: "infinite")?.size == CGSize(width: 0, height: 10))
    #expect(host.frame(of: "flexible")?.size == CGSize(width: 0, height: 10))
    // A minimum above the maximum is lowered to the maximum.
    #expect(host.frame(of: "inverted")?.size == CGSize(width: 20, height: 5))
  }

  @Test func nanAndInfinitePaddingAreReplacedByZero() {
    let host = host(
      HStack(spacing: 0) {
        Text("a").padding(.nan).accessibilityIdentifier("nan")
        Text("c").padding(.infinity).accessibilityIdentifier("infinite")
        Text("d").padding(EdgeInsets(top: .nan, leading: 0, bottom: .infinity, trailing: 2))
          .accessibilityIdentifier("insets")
      })
    expectSane(host.tree)
    #expect(host.frame(of: "nan")?.size == CGSize(width: 10, height: 20))
    #expect(host.frame(of: "infinite")?.size == CGSize(width: 10, height: 20))
    #expect(host.frame(of: "insets")?.size == CGSize(width: 12, height: 20))
  }

  /// Negative padding is not bad input: as in SwiftUI, the view reports a smaller frame and its
  /// content, offered more room, is drawn past it.
  @Test func negativePaddingShrinksTheFrameAndTheContentOverflowsIt() {
    let host = host(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 30).accessibilityIdentifier("content")
          .padding(-5).accessibilityIdentifier("padded")
        Color.blue.frame(width: 100, height: 24)
          .overlay { Rectangle().accessibilityIdentifier("ring").padding(-2) }
        Text("b").padding(EdgeInsets(top: 0, leading: -4, bottom: 0, trailing: -20))
          .accessibilityIdentifier("too-much")
      })
    expectSane(host.tree)
    // 20 + 24 + 20 high in all, centered in 400 × 300.
    #expect(host.frame(of: "padded") == CGRect(x: 185, y: 118, width: 30, height: 20))
    #expect(host.frame(of: "content") == CGRect(x: 180, y: 113, width: 40, height: 30))
    #expect(host.frame(of: "ring") == CGRect(x: 148, y: 136, width: 104, height: 28))
    // A frame never goes below zero.
    #expect(host.frame(of: "too-much") == CGRect(x: 200, y: 162, width: 0, height: 20))
  }

  @Test func badOffsetAndPositionAreReplacedByZero() {
    let host = host(
      ZStack {
        Text("a").accessibilityIdentifier("offset").offset(x: .nan, y: .infinity)
        Text("b").accessibilityIdentifier("position").position(x: -.infinity, y: .nan)
      })
    expectSane(host.tree)
    #expect(host.frame(of: "offset") == CGRect(x: 195, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "position") == CGRect(x: -5, y: -10, width: 10, height: 20))
  }

  @Test func badSpacingIsClamped() {
    let host = host(
      VStack {
        HStack(spacing: .nan) {
          Text("a").accessibilityIdentifier("a1")
          Text("b").accessibilityIdentifier("b1")
        }
        HStack(spacing: .infinity) {
          Text("a").accessibilityIdentifier("a2")
          Text("b").accessibilityIdentifier("b2")
        }
        VStack(spacing: -.infinity) {
          Text("a")
          Text("b")
        }
        Spacer(minLength: .nan)
        Spacer(minLength: -4)
      })
    expectSane(host.tree)
    #expect(host.frame(of: "b1")!.minX - host.frame(of: "a1")!.maxX == 0)
    #expect(host.frame(of: "b2")!.minX - host.frame(of: "a2")!.maxX == 0)
  }

  @Test func negativeSpacingOverlapsAsInSwiftUI() {
    let host = host(
      HStack(spacing: -4) {
        Text("ab").accessibilityIdentifier("a")
        Text("cd").accessibilityIdentifier("b")
      })
    #expect(host.frame(of: "a") == CGRect(x: 182, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 198, y: 140, width: 20, height: 20))
  }

  @Test func absurdRootSizes() {
    let view = VStack {
      Text("hello world")
      Color.red
      Spacer()
    }
    for size in [
      CGSize(width: 0, height: 0), CGSize(width: 1e12, height: 1e12),
      CGSize(width: CGFloat.nan, height: .nan),
      CGSize(width: CGFloat.infinity, height: -.infinity), CGSize(width: -100, height: 50),
    ] {
      let host = host(view, width: size.width, height: size.height)
      expectSane(host.tree)
      host.resize(to: CGSize(width: 200, height: 100))
      expectSane(host.tree)
    }
  }

  @Test func hugeTextMeasuresQuickly() {
    // 100,001 nine-letter words: four fit each 400-point line (39 characters), so 25,001 lines.
    let megabyte = Array(repeating: "abcdefghi", count: 100_001).joined(separator: " ")
    #expect(megabyte.utf8.count > 1_000_000)
    let start = ViewGraph.monotonicSeconds()
    let host = host(ScrollFreeText(text: megabyte))
    let tree = host.tree
    expectSane(tree)
    #expect(tree.find(text: megabyte)?.frame.size == CGSize(width: 390, height: 500_020))
    #expect(ViewGraph.monotonicSeconds() - start < 10)
  }

  private struct ScrollFreeText: View {
    let text: String
    var body: some View { Text(text).frame(width: 400).fixedSize(horizontal: false, vertical: true) }
  }

  // MARK: Misbehaving layouts

  private struct NaNLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
      for subview in subviews {
        subview.place(
          at: CGPoint(x: CGFloat.nan, y: .infinity), proposal: ProposedViewSize(width: .nan, height: -1))
      }
    }
  }

  private struct LazyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      CGSize(width: 100, height: 60)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    }
  }

  @Test func layoutReturningNaNAndInfinityDoesNotCrash() {
    let host = host(
      NaNLayout {
        Text("a")
        Color.red
      }
      .accessibilityIdentifier("layout"))
    expectSane(host.tree)
    #expect(host.frame(of: "layout")?.width == 0)
  }

  @Test func subviewsTheLayoutDoesNotPlaceGoToTheCenter() {
    let host = host(
      LazyLayout {
        Text("ab").accessibilityIdentifier("text")
        Color.red.accessibilityIdentifier("color")
      })
    // The layout's bounds are 100 × 60 at (150, 120); unplaced subviews are centered in them and
    // proposed the bounds' size.
    #expect(host.frame(of: "text") == CGRect(x: 190, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "color") == CGRect(x: 150, y: 120, width: 100, height: 60))
  }

  @Test func extremeFontSizes() {
    let host = host(
      VStack {
        Text("a").font(.system(size: .nan))
        Text("b").font(.system(size: -3))
        Text("c").font(.system(size: .infinity))
      })
    expectSane(host.tree)
  }

  @Test func layoutPriorityNaNIsIgnored() {
    let host = host(
      HStack {
        Text("ab").layoutPriority(.nan).accessibilityIdentifier("a")
        Text("cd").layoutPriority(.infinity).accessibilityIdentifier("b")
      })
    expectSane(host.tree)
    #expect(host.frame(of: "a")?.width == 20)
  }
}
