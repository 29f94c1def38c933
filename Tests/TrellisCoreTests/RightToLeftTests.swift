import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct RightToLeftTests {
  private func host<V: View>(
    _ view: V, width: CGFloat = 400, height: CGFloat = 300, direction: LayoutDirection = .leftToRight
  ) -> TestHost<V> {
    TestHost(
      view, size: CGSize(width: width, height: height), text: .fixedAdvance, layoutDirection: direction)
  }

  /// Expects `rtl` to be `ltr` mirrored in a root `width` wide, node by node.
  private func expectMirrored(
    _ ltr: LayoutTreeNode, _ rtl: LayoutTreeNode, width: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let left = ltr.allNodes
    let right = rtl.allNodes
    #expect(left.map(\.type) == right.map(\.type), sourceLocation: sourceLocation)
    for (l, r) in zip(left, right) {
      let mirrored = CGRect(
        x: width - l.frame.maxX, y: l.frame.minY, width: l.frame.width, height: l.frame.height)
      #expect(r.frame == mirrored, "\(l.type) \(l.text ?? "")", sourceLocation: sourceLocation)
    }
  }

  @Test func hStackRunsFromTheRight() {
    let host = host(
      HStack {
        Text("A").accessibilityIdentifier("a")
        Text("BB").accessibilityIdentifier("b")
      }.environment(\.layoutDirection, .rightToLeft))
    #expect(host.frame(of: "a") == CGRect(x: 209, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 181, y: 140, width: 20, height: 20))
  }

  @Test func leaderboardMirrorsEveryFrame() {
    let ltr = host(Leaderboard(pets: Pet.exampleData, totalVotes: 50), height: 301)
    let rtl = host(Leaderboard(pets: Pet.exampleData, totalVotes: 50), height: 301, direction: .rightToLeft)
    expectMirrored(ltr.tree, rtl.tree, width: 400)
    #expect(rtl.find(text: "Cat")?.frame == CGRect(x: 354, y: 99, width: 30, height: 20))
    #expect(rtl.find(text: "9")?.frame == CGRect(x: 16, y: 136, width: 10, height: 20))
  }

  @Test func gridColumnAlignmentFollowsTheReadingDirection() {
    let view = Grid(alignment: .leading) {
      GridRow {
        Text("AAAA")
        Text("B").accessibilityIdentifier("b")
      }
      GridRow {
        Text("C").accessibilityIdentifier("c")
        Text("DDD").gridColumnAlignment(.trailing)
      }
    }
    let host = host(view.environment(\.layoutDirection, .rightToLeft))
    // Columns 40 and 30 wide, first column on the right: C hugs its column's right (leading)
    // edge, B its column's left (trailing) edge.
    #expect(host.frame(of: "c") == CGRect(x: 229, y: 154, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 161, y: 126, width: 10, height: 20))
  }

  @Test func frameAlignmentAndPaddingEdgesMirror() {
    let host = host(
      VStack {
        Text("A").frame(width: 100, alignment: .leading).accessibilityIdentifier("framed")
        Text("B").padding(.leading, 20).border(Color.red).accessibilityIdentifier("padded")
      }.environment(\.layoutDirection, .rightToLeft))
    let framed = host.find(id: "framed")!
    #expect(framed.frame == CGRect(x: 150, y: 126, width: 100, height: 20))
    #expect(host.find(text: "A")?.frame == CGRect(x: 240, y: 126, width: 10, height: 20))
    #expect(host.frame(of: "padded") == CGRect(x: 185, y: 154, width: 30, height: 20))
    #expect(host.find(text: "B")?.frame == CGRect(x: 185, y: 154, width: 10, height: 20))
  }

  @Test func zStackLeadingAlignmentIsOnTheRight() {
    let host = host(
      ZStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 50)
        Text("Z").accessibilityIdentifier("z")
      }, direction: .rightToLeft)
    #expect(host.frame(of: "z") == CGRect(x: 240, y: 140, width: 10, height: 20))
  }

  @Test func customLayoutsAreMirrored() {
    let view = MyEqualWidthHStack {
      Text("A").accessibilityIdentifier("a")
      Text("BBB").accessibilityIdentifier("b")
    }
    let ltr = host(view)
    let rtl = host(view, direction: .rightToLeft)
    expectMirrored(ltr.tree, rtl.tree, width: 400)
    #expect(rtl.frame(of: "a") == CGRect(x: 214, y: 140, width: 10, height: 20))
  }

  @Test func geometryReaderContentStartsAtTheTopRight() {
    let host = host(
      GeometryReader { _ in Text("R").accessibilityIdentifier("r") }.frame(width: 100, height: 100),
      direction: .rightToLeft)
    #expect(host.frame(of: "r") == CGRect(x: 240, y: 100, width: 10, height: 20))
  }

  @Test func flowAndSeedLayoutsMirror() {
    let flow = FlowView(count: 7)
    expectMirrored(
      host(flow, width: 200).tree, host(flow, width: 200, direction: .rightToLeft).tree, width: 200)
    let buttons = StackedButtons(pets: .constant(Pet.exampleData))
    expectMirrored(host(buttons).tree, host(buttons, direction: .rightToLeft).tree, width: 400)
  }
}
