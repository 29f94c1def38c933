import Testing
import TrellisCore
import TrellisTesting

/// `.tabViewStyle(.page)`: pages filling the tab view, with a row of dots to show and step
/// through them. Text is 10 points a character and 20 high.
@MainActor
struct PageTabViewTests {
  struct Pages: View {
    var count = 3
    var mode = PageTabViewStyle.IndexDisplayMode.automatic
    @State private var page = 0

    var body: some View {
      VStack(spacing: 0) {
        TabView(selection: $page) {
          ForEach(0..<count, id: \.self) { index in
            Text("Page \(index)").tag(index)
          }
        }
        .tabViewStyle(.page(indexDisplayMode: mode))
        Text("showing \(page)")
      }
    }
  }

  private func host(_ view: Pages) -> TestHost<Pages> {
    TestHost(view, size: CGSize(width: 300, height: 220), text: .fixedAdvance)
  }

  @Test func aPageFillsTheTabViewAndTheDotsSitBelowItsMiddle() {
    let host = host(Pages())
    #expect(host.tree.all(ofType: "TabView").first?.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(host.tree.all(ofType: "TabBar").isEmpty)
    // The page's text is centered in the whole 300 × 200.
    #expect(host.find(text: "Page 0")?.frame == CGRect(x: 120, y: 90, width: 60, height: 20))
    // Three 16-point dots, centered, 8 above the bottom edge.
    #expect(host.tree.all(ofType: "PageIndex").first?.frame == CGRect(x: 126, y: 176, width: 48, height: 16))
    let dots = host.tree.allNodes.filter { $0.type.hasPrefix("PageDot") }
    #expect(
      dots.map(\.frame) == [
        CGRect(x: 126, y: 176, width: 16, height: 16), CGRect(x: 142, y: 176, width: 16, height: 16),
        CGRect(x: 158, y: 176, width: 16, height: 16),
      ])
    #expect(dots.map(\.type) == ["PageDot (selected)", "PageDot", "PageDot"])
  }

  @Test func clickingADotShowsItsPage() {
    let host = host(Pages())
    host.tap(at: CGPoint(x: 166, y: 184))
    #expect(host.find(text: "showing 2") != nil)
    #expect(host.find(text: "Page 2") != nil)
    #expect(host.find(text: "Page 0") == nil)
  }

  @Test func arrowsStepFromPageToPageWithAFocusedDot() {
    let host = host(Pages())
    host.press(.tab)
    host.press(.right)
    #expect(host.find(text: "showing 1") != nil)
    host.press(.right)
    host.press(.right)
    #expect(host.find(text: "showing 2") != nil)
    host.press(.left)
    #expect(host.find(text: "showing 1") != nil)
    #expect(host.tree.allNodes.filter { $0.type.hasPrefix("PageDot") }.map(\.type)[1] == "PageDot (selected)")
  }

  @Test func aSidewaysScrollTurnsOnePagePerSwipe() {
    let host = host(Pages())
    let middle = CGPoint(x: 150, y: 100)
    host.scroll(at: middle, by: CGSize(width: 40, height: 0))
    #expect(host.find(text: "showing 1") != nil)
    // The same swipe's further steps turn nothing.
    host.scroll(at: middle, by: CGSize(width: 40, height: 0))
    host.advanceClock(by: 0.2)
    host.scroll(at: middle, by: CGSize(width: 40, height: 0))
    #expect(host.find(text: "showing 1") != nil)
    host.advanceClock(by: 0.5)
    host.scroll(at: middle, by: CGSize(width: 40, height: 0))
    #expect(host.find(text: "showing 2") != nil)
    host.advanceClock(by: 0.5)
    host.scroll(at: middle, by: CGSize(width: -40, height: 0))
    #expect(host.find(text: "showing 1") != nil)
    // An up-and-down scroll is not a page turn.
    host.advanceClock(by: 0.5)
    host.scroll(at: middle, by: CGSize(width: 0, height: 40))
    #expect(host.find(text: "showing 1") != nil)
  }

  @Test func theIndexDisplayModeDecidesWhetherDotsShow() {
    let single = host(Pages(count: 1))
    #expect(single.tree.all(ofType: "PageIndex").first?.frame == .zero)
    let always = host(Pages(count: 1, mode: .always))
    #expect(
      always.tree.all(ofType: "PageIndex").first?.frame == CGRect(x: 142, y: 176, width: 16, height: 16))
    let never = host(Pages(mode: .never))
    #expect(never.tree.all(ofType: "PageIndex").first?.frame == .zero)
    // A hidden dot takes no clicks, nor focus.
    never.tap(at: CGPoint(x: 166, y: 184))
    #expect(never.find(text: "showing 0") != nil)
    never.press(.tab)
    #expect(never.graph.focusedViewType == nil)
  }

  @Test func theOtherStylesShowTheTabBar() {
    struct Styled: View {
      var body: some View {
        VStack {
          TabView { Text("a").tabItem { Text("A") } }.tabViewStyle(.automatic)
          TabView { Text("b").tabItem { Text("B") } }.tabViewStyle(.sidebarAdaptable)
          TabView { Text("c").tabItem { Text("C") } }.tabViewStyle(.tabBarOnly)
          TabView { Text("d").tabItem { Text("D") } }.tabViewStyle(.grouped)
        }
      }
    }
    let host = TestHost(Styled(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    #expect(host.tree.all(ofType: "TabBar").count == 4)
  }
}
