import Testing
import TrellisTesting

@testable import TrellisCore

/// The bounds of the selected tab: the first view that sets one wins.
private struct SelectedBoundsKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Points gathered from several views, in view order.
private struct PointsKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value.append(contentsOf: nextValue())
  }
}

/// Two corners of one view, as one anchor of an array.
private struct CornersKey: PreferenceKey {
  static let defaultValue: Anchor<[CGPoint]>? = nil
  static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) {
    value = value ?? nextValue()
  }
}

/// An anchor of an optional point.
private struct MaybeKey: PreferenceKey {
  static let defaultValue: Anchor<CGPoint?>? = nil
  static func reduce(value: inout Anchor<CGPoint?>?, nextValue: () -> Anchor<CGPoint?>?) {
    value = value ?? nextValue()
  }
}

/// `Anchor`, `.anchorPreference`, `.transformAnchorPreference` and reading anchors through a
/// geometry proxy. Text is 10 points a character and 20 high.
@MainActor
struct AnchorPreferenceTests {
  /// Three tabs with an underline under the selected one, drawn from its anchor.
  fileprivate struct Tabs: View {
    /// How a tap changes the selection.
    var animation: Animation?
    @State private var selected = 0

    var body: some View {
      HStack(spacing: 10) {
        ForEach(0..<3) { index in
          Text("Tab\(index)")
            .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { selected == index ? $0 : nil }
            .onTapGesture { withAnimation(animation) { selected = index } }
            .accessibilityIdentifier("tab\(index)")
        }
      }
      .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            Rectangle()
              .frame(width: proxy[anchor].width, height: 2)
              .accessibilityIdentifier("underline")
              .position(x: proxy[anchor].midX, y: proxy[anchor].maxY + 1)
          }
        }
      }
    }
  }

  @Test func anOverlayDrawsAtTheAnchoredViewsBoundsAndFollowsTheSelection() {
    let host = TestHost(Tabs(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // The row is 3 × 40 + 2 × 10 = 140 wide, centered: it starts at x 130, y 140.
    #expect(host.frame(of: "tab0") == CGRect(x: 130, y: 140, width: 40, height: 20))
    #expect(host.frame(of: "underline") == CGRect(x: 130, y: 160, width: 40, height: 2))
    host.tap(id: "tab2")
    #expect(host.frame(of: "underline") == CGRect(x: 230, y: 160, width: 40, height: 2))
  }

  @Test func aViewFollowingAnAnchorAnimatesInTheTransactionThatMovedIt() {
    let host = TestHost(
      Tabs(animation: .linear(duration: 1)), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "tab2")
    #expect(host.frame(of: "underline") == CGRect(x: 130, y: 160, width: 40, height: 2))
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "underline") == CGRect(x: 180, y: 160, width: 40, height: 2))
    host.advanceClock(by: 0.6)
    #expect(host.frame(of: "underline") == CGRect(x: 230, y: 160, width: 40, height: 2))
  }

  @Test func anchorsFollowLayoutThatChangesNoPreference() {
    let host = TestHost(Tabs(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "tab1")
    host.resize(to: CGSize(width: 600, height: 200))
    // Only the window changed: the row now starts at x 230, y 90.
    #expect(host.frame(of: "tab1") == CGRect(x: 280, y: 90, width: 40, height: 20))
    #expect(host.frame(of: "underline") == CGRect(x: 280, y: 110, width: 40, height: 2))
  }

  @Test func pointAnchorsAreReadInTheReadersCoordinates() {
    struct Dots: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("ab").anchorPreference(key: PointsKey.self, value: .center) { [$0] }
          Text("abcd").anchorPreference(key: PointsKey.self, value: .bottomTrailing) { [$0] }
          Text("xy").anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 5, y: 3))) { [$0] }
        }
        .padding(10)
        .backgroundPreferenceValue(PointsKey.self) { anchors in
          GeometryReader { proxy in
            ForEach(0..<anchors.count, id: \.self) { index in
              let point = proxy[anchors[index]]
              Color.red.frame(width: 2, height: 2)
                .accessibilityIdentifier("dot\(index)")
                .position(point)
            }
          }
        }
      }
    }
    let host = TestHost(Dots(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // The padded column is 60 × 80 at (70, 60); its texts are centered in its 40 points.
    // Each dot is centered on its point.
    #expect(host.frame(of: "dot0") == CGRect(x: 70 + 30 - 1, y: 60 + 20 - 1, width: 2, height: 2))
    #expect(host.frame(of: "dot1") == CGRect(x: 70 + 50 - 1, y: 60 + 50 - 1, width: 2, height: 2))
    #expect(host.frame(of: "dot2") == CGRect(x: 70 + 20 + 5 - 1, y: 60 + 50 + 3 - 1, width: 2, height: 2))
  }

  @Test func transformAnchorPreferenceAddsToTheContentsValue() {
    struct Outlined: View {
      var body: some View {
        HStack(spacing: 0) {
          Text("one").anchorPreference(key: PointsKey.self, value: .topLeading) { [$0] }
          Text("two")
        }
        .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) { $0.append($1) }
        .overlayPreferenceValue(PointsKey.self) { anchors in
          GeometryReader { proxy in
            Text("\(anchors.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" }.joined(separator: " "))")
              .fixedSize()
          }
        }
      }
    }
    let host = TestHost(Outlined(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "0,0 60,20") != nil)
  }

  @Test func anchorsCompareByWhereTheyLie() {
    let a = Anchor<CGRect>.Source.bounds.anchor(in: CGRect(x: 1, y: 2, width: 3, height: 4))
    let b = Anchor<CGRect>.Source.rect(CGRect(x: 0, y: 0, width: 3, height: 4))
      .anchor(in: CGRect(x: 1, y: 2, width: 3, height: 4))
    let c = Anchor<CGRect>.Source.bounds.anchor(in: CGRect(x: 1, y: 2, width: 3, height: 5))
    #expect(a == b)
    #expect(a != c)
    #expect(Set([a, b, c]).count == 2)
  }

  @Test func aRectangleThatIsNotFiniteStandsForTheBounds() {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    let anchor = Anchor<CGRect>.Source.rect(CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 1))
      .anchor(in: frame)
    #expect(anchor.value(relativeTo: CGPoint(x: 10, y: 20)) == CGRect(x: 0, y: 0, width: 30, height: 40))
  }

  @Test func anAnchorOfAnArrayHoldsEachSourcesAnchorInOrder() {
    let view = Color.blue.frame(width: 60, height: 30)
      .anchorPreference(key: CornersKey.self, value: .init([.topLeading, .bottomTrailing])) { $0 }
      .overlayPreferenceValue(CornersKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let corners = proxy[anchor]
            ForEach(corners.indices, id: \.self) { index in
              Color.red.frame(width: 2, height: 2).accessibilityIdentifier("corner\(index)")
                .position(corners[index])
            }
          }
        }
      }
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    // The 60 × 30 box is centered, from (70, 35) to (130, 65): a 2-point marker on each corner.
    #expect(host.frame(of: "corner0") == CGRect(x: 69, y: 34, width: 2, height: 2))
    #expect(host.frame(of: "corner1") == CGRect(x: 129, y: 64, width: 2, height: 2))
  }

  struct Marked: View {
    var mark: Bool
    var body: some View {
      Color.blue.frame(width: 40, height: 40)
        .anchorPreference(key: MaybeKey.self, value: .init(mark ? Anchor<CGPoint>.Source.center : nil)) { $0 }
        .overlayPreferenceValue(MaybeKey.self) { anchor in
          GeometryReader { proxy in
            if let anchor, let point = proxy[anchor] {
              Color.red.frame(width: 2, height: 2).accessibilityIdentifier("mark").position(point)
            } else {
              Text("none")
            }
          }
        }
    }
  }

  @Test func anAnchorOfAnOptionalIsNilOrTheSourcesAnchor() {
    let marked = TestHost(Marked(mark: true), size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    // The 40-point square is centered at (50, 50).
    #expect(marked.frame(of: "mark") == CGRect(x: 49, y: 49, width: 2, height: 2))
    let unmarked = TestHost(Marked(mark: false), size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(unmarked.find(id: "mark") == nil)
    #expect(unmarked.find(text: "none") != nil)
  }
}
