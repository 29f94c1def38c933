import Testing
import TrellisCore
import TrellisTesting

/// `.matchedGeometryEffect` and `@Namespace`: a hero card that grows from a small one, and views
/// that follow a source, read mid-animation with the host's hand-advanced clock.
@MainActor
struct MatchedGeometryTests {
  /// A small card at (10, 10, 40, 20) that becomes a big one at (80, 80, 200, 100).
  struct Hero: View {
    let animation: Animation?
    @Namespace private var cards
    @State private var expanded = false

    var body: some View {
      ZStack(alignment: .topLeading) {
        if expanded {
          Rectangle().fill(.blue).accessibilityIdentifier("big")
            .matchedGeometryEffect(id: "card", in: cards)
            .frame(width: 200, height: 100).padding(.leading, 80).padding(.top, 80)
        } else {
          Rectangle().fill(.red).accessibilityIdentifier("small")
            .matchedGeometryEffect(id: "card", in: cards)
            .frame(width: 40, height: 20).padding(10)
        }
        Button("Go") { withAnimation(animation) { expanded.toggle() } }.accessibilityIdentifier("toggle")
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      }
      .frame(width: 300, height: 200)
    }
  }

  private func hero(_ animation: Animation? = .linear(duration: 1)) -> TestHost<Hero> {
    TestHost(Hero(animation: animation), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  private func layers<V: View>(_ host: TestHost<V>) -> [Double] {
    host.displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { return effects.opacity }
      return nil
    }
  }

  @Test func theInsertedViewStartsAtTheRemovedOnesFrameAndTheGhostFollowsIt() {
    let host = hero()
    #expect(host.frame(of: "small") == CGRect(x: 10, y: 10, width: 40, height: 20))
    host.tap(id: "toggle")
    #expect(host.frame(of: "big") == CGRect(x: 10, y: 10, width: 40, height: 20))
    host.advanceClock(by: 0.5)
    // Halfway from the small frame to the big one, both of them, crossfading.
    #expect(host.frame(of: "big") == CGRect(x: 45, y: 45, width: 120, height: 60))
    #expect(host.frame(of: "small") == CGRect(x: 45, y: 45, width: 120, height: 60))
    #expect(layers(host).filter { $0 == 0.5 }.count == 2)
    host.advanceClock(by: 0.6)
    #expect(host.frame(of: "big") == CGRect(x: 80, y: 80, width: 200, height: 100))
    #expect(host.find(id: "small") == nil)
    #expect(!host.graph.isAnimating)
  }

  @Test func collapsingRunsTheOtherWayAndAReversalMidFlightStartsWhereTheCardIs() {
    let host = hero()
    host.tap(id: "toggle")
    host.advanceClock(by: 2)
    host.tap(id: "toggle")
    host.advanceClock(by: 0.25)
    // A quarter of the way back from the big frame to the small one (62.5 on the pixel grid).
    #expect(host.frame(of: "small") == CGRect(x: 63, y: 63, width: 160, height: 80))
    host.tap(id: "toggle")
    #expect(host.frame(of: "big") == CGRect(x: 63, y: 63, width: 160, height: 80))
    host.advanceClock(by: 0.5)
    // Halfway from there back to the big frame (71.5).
    #expect(host.frame(of: "big") == CGRect(x: 72, y: 72, width: 180, height: 90))
    host.advanceClock(by: 1)
    #expect(host.frame(of: "big") == CGRect(x: 80, y: 80, width: 200, height: 100))
  }

  @Test func withoutAnimationTheCardsSwapAtOnce() {
    let host = hero(nil)
    host.tap(id: "toggle")
    #expect(host.frame(of: "big") == CGRect(x: 80, y: 80, width: 200, height: 100))
    #expect(host.find(id: "small") == nil)
    #expect(!host.graph.isAnimating)
  }

  /// A highlight, not a source, that follows whichever tab is selected; `followerFirst` puts it
  /// before the tabs, so it is placed before its source in each layout pass.
  struct Tabs: View {
    let followerFirst: Bool
    let properties: MatchedGeometryProperties
    @Namespace private var tabs
    @State private var selected = 0
    @State private var wide = false

    var body: some View {
      let middleWidth: CGFloat = wide ? 100 : 50
      ZStack(alignment: .topLeading) {
        if followerFirst { highlight }
        HStack(spacing: 0) {
          ForEach(0..<3) { index in
            Button("T\(index)") { selected = index }.accessibilityIdentifier("tab\(index)")
              .frame(width: index == 1 ? middleWidth : 50, height: 30)
              .matchedGeometryEffect(id: index, in: tabs)
          }
        }
        .padding(.top, 40)
        if !followerFirst { highlight }
        HStack {
          Button("Animated") { withAnimation(.linear(duration: 1)) { selected = 2 } }
            .accessibilityIdentifier("animated")
          Button("Widen") { wide = true }.accessibilityIdentifier("widen")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
      }
      .frame(width: 300, height: 200)
    }

    var highlight: some View {
      Color.yellow.accessibilityIdentifier("highlight")
        .matchedGeometryEffect(
          id: selected, in: tabs, properties: properties, anchor: .bottom, isSource: false
        )
        .frame(width: 10, height: 4)
    }
  }

  private func tabs(followerFirst: Bool, properties: MatchedGeometryProperties = .frame) -> TestHost<Tabs> {
    TestHost(
      Tabs(followerFirst: followerFirst, properties: properties), size: CGSize(width: 300, height: 200),
      text: .fixedAdvance)
  }

  @Test(arguments: [false, true])
  func aViewThatIsNotASourceTakesTheSourcesFrame(followerFirst: Bool) {
    let host = tabs(followerFirst: followerFirst)
    // The yellow view is flexible: it is proposed the tab's size and fills it, though its own
    // frame is 10×4.
    #expect(host.frame(of: "highlight") == CGRect(x: 0, y: 40, width: 50, height: 30))
    host.tap(id: "tab1")
    #expect(host.frame(of: "highlight") == CGRect(x: 50, y: 40, width: 50, height: 30))
    #expect(!host.graph.isAnimating)
    // The source changing size without changing identity moves the follower in the same pass.
    #expect(host.tap(id: "widen"))
    #expect(host.frame(of: "highlight") == CGRect(x: 50, y: 40, width: 100, height: 30))
  }

  @Test(arguments: [false, true])
  func aFollowerAnimatesToItsNewSource(followerFirst: Bool) {
    let host = tabs(followerFirst: followerFirst)
    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "highlight") == CGRect(x: 50, y: 40, width: 50, height: 30))
    host.advanceClock(by: 0.6)
    #expect(host.frame(of: "highlight") == CGRect(x: 100, y: 40, width: 50, height: 30))
  }

  @Test func positionOnlyKeepsTheFollowersOwnSizeAtTheAnchor() {
    let host = tabs(followerFirst: false, properties: .position)
    // The bottom centre of the 10×4 highlight sits on the bottom centre of the first tab.
    #expect(host.frame(of: "highlight") == CGRect(x: 20, y: 66, width: 10, height: 4))
  }

  @Test func sizeOnlyKeepsTheFollowersOwnPlace() throws {
    let plain = tabs(followerFirst: false, properties: [])
    let own = try #require(plain.frame(of: "highlight"))
    #expect(own.size == CGSize(width: 10, height: 4))
    let host = tabs(followerFirst: false, properties: .size)
    // The tab's size, with its bottom centre where the highlight's own is.
    #expect(
      host.frame(of: "highlight")
        == CGRect(x: own.midX - 25, y: own.maxY - 30, width: 50, height: 30))
  }

  /// Two sources of one group shown at once.
  struct TwoSources: View {
    @Namespace private var group

    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: group)
        Color.green.frame(width: 40, height: 40).matchedGeometryEffect(id: 1, in: group)
        Color.blue.accessibilityIdentifier("follower").matchedGeometryEffect(
          id: 1, in: group, isSource: false
        )
        .frame(width: 5, height: 5)
      }
      .frame(width: 100, height: 100, alignment: .top)
    }
  }

  @Test func withTwoSourcesTheFirstIsFollowed() {
    let host = TestHost(TwoSources(), size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "follower") == CGRect(x: 40, y: 0, width: 20, height: 20))
  }

  /// A namespace's identifier is the same in every evaluation of its view, and differs between
  /// views.
  struct NamespaceReader: View {
    @Namespace private var first
    @Namespace private var second
    @State private var count = 0
    let record: (Namespace.ID, Namespace.ID) -> Void

    var body: some View {
      let _ = record(first, second)
      Button("\(count)") { count += 1 }.accessibilityIdentifier("bump")
    }
  }

  @Test func aNamespaceKeepsItsIdentifierForItsViewsLifetime() throws {
    final class Log { var ids: [(Namespace.ID, Namespace.ID)] = [] }
    let log = Log()
    let host = TestHost(
      NamespaceReader { log.ids.append(($0, $1)) }, size: CGSize(width: 100, height: 40), text: .fixedAdvance)
    host.tap(id: "bump")
    host.tap(id: "bump")
    #expect(log.ids.count == 3)
    let ids = try #require(log.ids.first)
    #expect(ids.0 != ids.1)
    #expect(log.ids.allSatisfy { $0.0 == ids.0 && $0.1 == ids.1 })
  }

  /// A source whose own content changes in an animated transaction.
  struct GrowingSource: View {
    @Namespace private var group
    @State private var wide = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: wide ? 100 : 50, height: 10).accessibilityIdentifier("bar")
        Button("Widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
          .accessibilityIdentifier("widen")
      }
      .matchedGeometryEffect(id: 1, in: group)
      .frame(width: 200, height: 100, alignment: .topLeading)
    }
  }

  @Test func aSourcesOwnAnimatedChangesAnimateAsWithoutTheEffect() {
    let host = TestHost(GrowingSource(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "bar")?.width == 50)
    host.tap(id: "widen")
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "bar")?.width == 75)
    host.advanceClock(by: 0.6)
    #expect(host.frame(of: "bar")?.width == 100)
  }
}
