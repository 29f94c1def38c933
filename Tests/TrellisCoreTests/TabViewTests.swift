import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct TabViewTests {
  /// A tab's content with state of its own.
  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      VStack {
        Text("\(name) \(count)")
        Button("Add \(name)") { count += 1 }
      }
    }
  }

  struct TwoTabs: View {
    var body: some View {
      TabView {
        Counter(name: "A").tabItem { Text("First") }
        Counter(name: "B").tabItem { Text("Second") }
      }
    }
  }

  func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  func selectedTab<V: View>(_ host: TestHost<V>) -> String? {
    host.tree.all(ofType: "TabButton (selected)").first?.allNodes.compactMap(\.text).first
  }

  @Test func tabBarSitsAtTheTopAndTheContentFillsTheRest() {
    let host = host(TwoTabs())
    let tabView = host.tree.all(ofType: "TabView").first!
    #expect(tabView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    // "First" is 50 wide and "Second" 60; each button adds 12 on both sides and 5 above and below.
    // The row of 158 is centered, 6 below the top.
    let bar = host.tree.all(ofType: "TabBar").first!
    #expect(bar.frame == CGRect(x: 121, y: 6, width: 158, height: 30))
    let buttons = host.tree.all(ofType: "TabButton")
    #expect(
      buttons.map(\.frame) == [
        CGRect(x: 121, y: 6, width: 74, height: 30), CGRect(x: 195, y: 6, width: 84, height: 30),
      ])
    #expect(host.find(text: "First")?.frame == CGRect(x: 133, y: 11, width: 50, height: 20))
    // The content is centered in what is left below the 42-point bar.
    let text = host.find(text: "A 0")!.frame
    let button = host.tree.allNodes.first { $0.type == "Button" }!.frame
    #expect(text.minY - (42 + (258 - (button.maxY - text.minY)) / 2) == 0)
    #expect(text.midX == 200)
    #expect(selectedTab(host) == "First")
  }

  @Test func onlyTheSelectedTabIsShown() {
    let host = host(TwoTabs())
    #expect(host.find(text: "A 0") != nil)
    #expect(host.find(text: "B 0") == nil)
    #expect(host.tree.allNodes.filter { $0.type == "Button" }.count == 1)
  }

  @Test func tappingATabSwitchesWithoutABinding() {
    let host = host(TwoTabs())
    #expect(host.tap(text: "Second"))
    #expect(host.find(text: "B 0") != nil)
    #expect(host.find(text: "A 0") == nil)
    #expect(selectedTab(host) == "Second")
    #expect(host.tap(text: "First"))
    #expect(host.find(text: "A 0") != nil)
  }

  @Test func eachTabKeepsItsState() {
    let host = host(TwoTabs())
    host.tap(text: "Add A")
    host.tap(text: "Add A")
    #expect(host.find(text: "A 2") != nil)
    host.tap(text: "Second")
    host.tap(text: "Add B")
    #expect(host.find(text: "B 1") != nil)
    host.tap(text: "First")
    #expect(host.find(text: "A 2") != nil)
    host.tap(text: "Second")
    #expect(host.find(text: "B 1") != nil)
  }

  enum Section: Hashable { case inbox, sent }

  struct Bound: View {
    @State var section = Section.sent
    var body: some View {
      VStack(spacing: 0) {
        Text(section == .inbox ? "showing inbox" : "showing sent")
        Button("Go to inbox") { section = .inbox }
        TabView(selection: $section) {
          Text("Inbox content").tabItem { Label("Inbox", systemImage: "heart") }.tag(Section.inbox)
          Text("Sent content").tabItem { Text("Sent") }.tag(Section.sent)
        }
      }
    }
  }

  @Test func theBindingChoosesTheTabAndTappingWritesIt() {
    let host = host(Bound())
    #expect(host.find(text: "Sent content") != nil)
    #expect(host.find(text: "Inbox content") == nil)
    host.tap(text: "Go to inbox")
    #expect(host.find(text: "Inbox content") != nil)
    #expect(selectedTab(host) == "Inbox")
    host.tap(text: "Sent")
    #expect(host.find(text: "showing sent") != nil)
    #expect(host.find(text: "Sent content") != nil)
  }

  @Test func aLabelTabItemShowsItsIconBesideTheTitle() {
    let host = host(Bound())
    let inbox = host.tree.all(ofType: "TabButton").first!
    let title = host.find(text: "Inbox")!.frame
    #expect(inbox.allNodes.contains { $0.type == "Image" })
    #expect(title.maxX + 12 == inbox.frame.maxX)
    #expect(title.minX > inbox.frame.minX + 12)
  }

  @Test func tabButtonsTakeFocusAndSwitchWithSpace() {
    let host = host(TwoTabs())
    host.press(.tab)
    #expect(host.graph.focusedViewType == "TabButton (selected)")
    host.press(.tab)
    #expect(host.graph.focusedViewType == "TabButton")
    host.press(.space)
    #expect(host.find(text: "B 0") != nil)
    #expect(host.graph.focusedViewType == "TabButton (selected)")
    // The hidden tab's button is not in the focus order; the shown tab's is.
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Button")
    host.press(.space)
    #expect(host.find(text: "B 1") != nil)
  }

  /// Counts how often layout asks it for its size.
  final class Measurements {
    var count = 0
  }

  struct CountingLayout: Layout {
    let measurements: Measurements
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      measurements.count += 1
      return CGSize(width: 50, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    }
  }

  struct Measured: View {
    let measurements: Measurements
    var body: some View {
      TabView {
        Text("Plain").tabItem { Text("One") }
        CountingLayout(measurements: measurements) { Text("Counted") }.tabItem { Text("Two") }
      }
    }
  }

  @Test func onlyTheSelectedTabIsLaidOut() {
    let measurements = Measurements()
    let host = host(Measured(measurements: measurements))
    host.resize(to: CGSize(width: 380, height: 280))
    #expect(measurements.count == 0)
    host.tap(text: "Two")
    #expect(measurements.count > 0)
    #expect(host.find(text: "Counted") != nil)
  }

  enum Page: Hashable { case home, settings }

  struct NewStyle: View {
    @State var page = Page.home
    var body: some View {
      TabView(selection: $page) {
        Tab("Home", systemImage: "star", value: Page.home) { Text("Home page") }
        Tab("Settings", systemImage: "gear", value: Page.settings) { Text("Settings page") }
      }
    }
  }

  @Test func iOS18TabsWorkLikeTaggedTabItems() {
    let host = host(NewStyle())
    #expect(host.find(text: "Home page") != nil)
    host.tap(text: "Settings")
    #expect(host.find(text: "Settings page") != nil)
    #expect(selectedTab(host) == "Settings")
  }

  struct Valueless: View {
    var body: some View {
      TabView {
        Tab("Left", systemImage: "star") { Text("Left side") }
        Tab("Right", systemImage: "heart") { Text("Right side") }
      }
    }
  }

  @Test func tabsWithoutValuesSwitchWithoutABinding() {
    let host = host(Valueless())
    #expect(host.find(text: "Left side") != nil)
    host.tap(text: "Right")
    #expect(host.find(text: "Right side") != nil)
    #expect(host.find(text: "Left side") == nil)
  }

  @Test func rightToLeftPutsTheFirstTabOnTheRight() {
    let host = TestHost(
      TwoTabs(), size: CGSize(width: 400, height: 300), text: .fixedAdvance, layoutDirection: .rightToLeft)
    let buttons = host.tree.all(ofType: "TabButton").map(\.frame)
    #expect(
      buttons == [CGRect(x: 205, y: 6, width: 74, height: 30), CGRect(x: 121, y: 6, width: 84, height: 30)])
  }

  struct BindingOnly: View {
    @State var section = Section.inbox
    var body: some View {
      VStack(spacing: 0) {
        Button("Show sent") { section = .sent }
        TabView(selection: $section) {
          Text("Inbox content").tabItem { Text("Inbox") }.tag(Section.inbox)
          Text("Sent content").tabItem { Text("Sent") }.tag(Section.sent)
        }
      }
    }
  }

  @Test func aSelectionNoBodyReadsStillSwitches() {
    let host = host(BindingOnly())
    host.tap(text: "Show sent")
    #expect(host.find(text: "Sent content") != nil)
    host.tap(text: "Inbox")
    #expect(host.find(text: "Inbox content") != nil)
    #expect(selectedTab(host) == "Inbox")
  }
}
