import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `onScrollGeometryChange`, `defaultScrollAnchor`, `ScrollPosition` and `scrollPosition(id:)`:
/// exact offsets after code and people scroll.
@MainActor
struct ScrollPositionTests {
  /// Where row `index` is, relative to the top of the 100-point scroll view at y = 40 (its
  /// 20-point text is centered in the 50-point row).
  private func rowTop(_ host: TestHost<some View>, _ index: Int) -> CGFloat? {
    host.find(text: "row \(index)").map { $0.frame.minY - 15 - 40 }
  }

  private static func rows(_ count: Int) -> some View {
    VStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { index in
        Text("row \(index)").frame(height: 50)
      }
    }
  }

  struct Geometry: View {
    @State private var offset: CGFloat = -1
    @State private var sizes = ""
    var body: some View {
      VStack(spacing: 0) {
        Text("y \(Int(offset)) \(sizes)").frame(height: 40)
        ScrollView { ScrollPositionTests.rows(10) }
          .frame(height: 100)
          .onScrollGeometryChange(for: CGFloat.self) {
            $0.contentOffset.y
          } action: { _, new in
            offset = new
          }
          .onScrollGeometryChange(for: String.self) { geometry in
            "\(Int(geometry.contentSize.height))/\(Int(geometry.containerSize.height))"
          } action: { _, new in
            sizes = new
          }
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }

  @Test func scrollGeometryChangesReachTheAction() {
    let host = TestHost(Geometry(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "y 0 500/100") != nil)
    host.scroll(at: CGPoint(x: 100, y: 90), by: CGSize(width: 0, height: 30))
    #expect(host.find(text: "y 30 500/100") != nil)
    host.scroll(at: CGPoint(x: 100, y: 90), by: CGSize(width: 0, height: 1000))
    #expect(host.find(text: "y 400 500/100") != nil)
  }

  struct Chat: View {
    @State private var count: Int
    let anchor: ScrollAnchorRole?
    init(count: Int, anchor: ScrollAnchorRole? = nil) {
      _count = State(initialValue: count)
      self.anchor = anchor
    }
    var body: some View {
      VStack(spacing: 0) {
        Button("More") { count += 1 }.accessibilityIdentifier("more").frame(height: 40)
        if let anchor {
          ScrollView { ScrollPositionTests.rows(count) }.frame(height: 100).defaultScrollAnchor(
            .bottom, for: anchor)
        } else {
          ScrollView { ScrollPositionTests.rows(count) }.frame(height: 100).defaultScrollAnchor(.bottom)
        }
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }

  @Test func defaultAnchorStartsAtTheBottomAndKeepsIt() {
    let host = TestHost(Chat(count: 10), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(rowTop(host, 8) == 0)
    #expect(rowTop(host, 9) == 50)
    host.tap(id: "more")
    #expect(rowTop(host, 10) == 50, "a new row keeps the end in view")
  }

  @Test func defaultAnchorAlignsShortContent() {
    let host = TestHost(Chat(count: 1), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(rowTop(host, 0) == 50)
    let top = TestHost(
      Chat(count: 1, anchor: .initialOffset), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(rowTop(top, 0) == 0, "only the initial offset is anchored")
  }

  @Test func initialOffsetRoleAloneDoesNotFollowGrowth() {
    let host = TestHost(
      Chat(count: 10, anchor: .initialOffset), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(rowTop(host, 8) == 0)
    host.tap(id: "more")
    #expect(rowTop(host, 8) == 0)
  }

  struct Positioned: View {
    @State private var position = ScrollPosition(edge: .bottom)
    var body: some View {
      VStack(spacing: 0) {
        HStack {
          Button("Top") { position.scrollTo(edge: .top) }.accessibilityIdentifier("top")
          Button("Five") { position.scrollTo(id: 5, anchor: .top) }.accessibilityIdentifier("five")
          Button("Y") { position.scrollTo(y: 120) }.accessibilityIdentifier("y")
        }
        .frame(height: 40)
        ScrollView { ScrollPositionTests.rows(10) }
          .frame(height: 100)
          .scrollPosition($position)
        Text(
          "user \(position.isPositionedByUser) \(position.viewID(type: Int.self).map(String.init) ?? "-") \(position.point.map { "\(Int($0.y))" } ?? "-")"
        )
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }

  @Test func scrollPositionScrollsAndReportsPeoplesScrolling() {
    let host = TestHost(Positioned(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(rowTop(host, 8) == 0, "starts at the bottom edge")
    #expect(host.find(text: "user false - -") != nil)
    host.tap(id: "top")
    #expect(rowTop(host, 0) == 0)
    host.tap(id: "five")
    #expect(rowTop(host, 5) == 0)
    host.tap(id: "y")
    #expect(rowTop(host, 2) == -20)
    host.scroll(at: CGPoint(x: 150, y: 90), by: CGSize(width: 0, height: 60))
    #expect(rowTop(host, 3) == -30)
    #expect(host.find(text: "user true 3 180") != nil)
    // The same request again scrolls again.
    host.tap(id: "top")
    #expect(rowTop(host, 0) == 0)
    host.scroll(at: CGPoint(x: 150, y: 90), by: CGSize(width: 0, height: 10))
    host.tap(id: "top")
    #expect(rowTop(host, 0) == 0)
  }

  struct Identified: View {
    @State private var visible: Int? = nil
    var body: some View {
      VStack(spacing: 0) {
        Button("Seven") { visible = 7 }.accessibilityIdentifier("seven").frame(height: 40)
        ScrollView {
          ScrollPositionTests.rows(10).scrollTargetLayout()
        }
        .frame(height: 100)
        .scrollPosition(id: $visible, anchor: .top)
        Text("visible \(visible.map(String.init) ?? "-")")
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }

  @Test func scrollPositionIDFollowsBothWays() {
    let host = TestHost(Identified(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "visible -") != nil)
    host.tap(id: "seven")
    #expect(rowTop(host, 7) == 0)
    host.scroll(at: CGPoint(x: 150, y: 90), by: CGSize(width: 0, height: -120))
    // Row 4 now spans -30…20 at the top.
    #expect(rowTop(host, 4) == -30)
    #expect(host.find(text: "visible 4") != nil)
    #expect(rowTop(host, 4) == -30, "writing the id back does not scroll")
  }
}

/// The wheel reaches the scroll view under the pointer through views laid over it that draw
/// nothing there.
@MainActor
struct WheelRoutingTests {
  @Test func wheelPassesThroughAStrokedOverlay() {
    let view = ScrollView {
      VStack(spacing: 0) {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<8, id: \.self) { index in
              Color.red.frame(width: 50, height: 40).accessibilityIdentifier("card\(index)")
            }
          }
        }
        .frame(width: 200, height: 40)
        .padding(10)
        .overlay { RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray) }
        Color.gray.frame(height: 400)
      }
    }
    let host = TestHost(view, size: CGSize(width: 220, height: 200), text: .fixedAdvance)
    #expect(host.frame(of: "card0")?.minX == 10)
    host.scroll(at: CGPoint(x: 100, y: 30), by: CGSize(width: 0, height: 30))
    #expect(host.frame(of: "card0")?.minX == -20, "the inner scroll view scrolls sideways")
    #expect(host.frame(of: "card0")?.minY == 10, "the outer one stays")
    // On the outline itself, the wheel goes to the outer scroll view.
    host.scroll(at: CGPoint(x: 110, y: 0.5), by: CGSize(width: 0, height: 30))
    #expect(host.frame(of: "card0")?.minY == -20)
  }
}
