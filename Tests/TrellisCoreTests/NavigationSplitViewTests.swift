import Testing
import TrellisCore
import TrellisTesting

/// `NavigationSplitView`: the columns' frames at several widths, with and without width
/// modifiers, the window's minimum, visibility, the sidebar button, dragging the divider, and
/// the sidebar's selection and links driving the detail. Text is 10 points a character and 20
/// high. Unset widths: sidebar 220 (160–360), middle 280 (200–440), detail at least 240.
@MainActor
struct NavigationSplitViewTests {
  struct TwoColumns: View {
    var sidebarWidth: CGFloat?
    @State var visibility = NavigationSplitViewVisibility.all

    var body: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        if let sidebarWidth {
          Text("Side").navigationSplitViewColumnWidth(sidebarWidth)
        } else {
          Text("Side")
        }
      } detail: {
        Text("Main")
      }
    }
  }

  struct ThreeColumns: View {
    var body: some View {
      NavigationSplitView {
        Text("Side").navigationSplitViewColumnWidth(min: 100, ideal: 180, max: 300)
      } content: {
        Text("Middle")
      } detail: {
        Text("Main")
      }
      .navigationSplitViewStyle(.balanced)
    }
  }

  /// The navigation bars: `all(ofType:)` matches any type containing the name.
  func bars<V: View>(_ host: TestHost<V>) -> [LayoutTreeNode] {
    host.tree.allNodes.filter { $0.type == "NavigationBar" }
  }

  func frames<V: View>(_ host: TestHost<V>) -> [CGRect] {
    ["NavigationSplitSidebar", "NavigationSplitContent", "NavigationSplitDetail"].compactMap {
      host.tree.all(ofType: $0).first?.frame
    }
  }

  @Test(arguments: [
    (800.0, [CGRect(x: 0, y: 0, width: 220, height: 300), CGRect(x: 221, y: 0, width: 579, height: 300)]),
    // Too narrow for both at their widths: the sidebar gives the detail its 240 points.
    (420.0, [CGRect(x: 0, y: 0, width: 179, height: 300), CGRect(x: 180, y: 0, width: 240, height: 300)]),
    // Narrower than both minimums: like a frame with a minimum width (and like an AppKit-backed
    // split view in SwiftUI) it stays 160 + 1 + 240 wide, and the window centers it: the
    // window's own minimum size keeps a real window from getting there.
    (301.0, [CGRect(x: -50, y: 0, width: 160, height: 300), CGRect(x: 111, y: 0, width: 240, height: 300)]),
  ])
  func twoColumnsAtSeveralWidths(width: Double, expected: [CGRect]) {
    let host = TestHost(TwoColumns(), size: CGSize(width: width, height: 300), text: .fixedAdvance)
    #expect(frames(host) == expected)
  }

  @Test func aFixedSidebarWidthAndTheWindowMinimum() {
    let host = TestHost(
      TwoColumns(sidebarWidth: 150), size: CGSize(width: 600, height: 300), text: .fixedAdvance)
    #expect(
      frames(host) == [
        CGRect(x: 0, y: 0, width: 150, height: 300), CGRect(x: 151, y: 0, width: 449, height: 300),
      ])
    // 150 + 1 + 240; the bar (40) above each column's 20-point text.
    #expect(host.graph.sizeThatFits(.zero).width == 391)
    let standard = TestHost(TwoColumns(), size: CGSize(width: 600, height: 300), text: .fixedAdvance)
    #expect(standard.graph.sizeThatFits(.zero).width == 401)
  }

  @Test(arguments: [
    (
      1000.0,
      [
        CGRect(x: 0, y: 0, width: 180, height: 300), CGRect(x: 181, y: 0, width: 280, height: 300),
        CGRect(x: 462, y: 0, width: 538, height: 300),
      ]
    ),
    // The middle column gives way first, then the sidebar.
    (
      650.0,
      [
        CGRect(x: 0, y: 0, width: 180, height: 300), CGRect(x: 181, y: 0, width: 228, height: 300),
        CGRect(x: 410, y: 0, width: 240, height: 300),
      ]
    ),
    // Below the minimum (542) every column is at its minimum and the split view overflows its
    // window, centered.
    (
      502.0,
      [
        CGRect(x: -20, y: 0, width: 100, height: 300), CGRect(x: 81, y: 0, width: 200, height: 300),
        CGRect(x: 282, y: 0, width: 240, height: 300),
      ]
    ),
  ])
  func threeColumnsAtSeveralWidths(width: Double, expected: [CGRect]) {
    let host = TestHost(ThreeColumns(), size: CGSize(width: width, height: 300), text: .fixedAdvance)
    #expect(frames(host) == expected)
    #expect(host.graph.sizeThatFits(.zero).width == CGFloat(100 + 1 + 200 + 1 + 240))
  }

  @Test func eachColumnHasABarAndTheSidebarButtonSitsInTheFirst() {
    let host = TestHost(ThreeColumns(), size: CGSize(width: 1000, height: 300), text: .fixedAdvance)
    #expect(
      bars(host).map(\.frame) == [
        CGRect(x: 0, y: 0, width: 180, height: 40), CGRect(x: 181, y: 0, width: 280, height: 40),
        CGRect(x: 462, y: 0, width: 538, height: 40),
      ])
    #expect(host.frame(of: "split-sidebar-toggle") == CGRect(x: 8, y: 8, width: 28, height: 24))
  }

  @Test func theSidebarButtonHidesAndShowsTheSidebar() {
    let host = TestHost(TwoColumns(), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    #expect(host.tap(id: "split-sidebar-toggle"))
    host.advanceClock(by: 1)
    #expect(frames(host) == [CGRect(x: 0, y: 0, width: 800, height: 300)])
    #expect(host.find(text: "Side") == nil)
    // The button stays at the leading edge; the detail's bar leaves room for it.
    #expect(host.frame(of: "split-sidebar-toggle") == CGRect(x: 8, y: 8, width: 28, height: 24))
    #expect(host.tap(id: "split-sidebar-toggle"))
    host.advanceClock(by: 1)
    #expect(
      frames(host) == [
        CGRect(x: 0, y: 0, width: 220, height: 300), CGRect(x: 221, y: 0, width: 579, height: 300),
      ])
  }

  @Test func theBoundVisibilityChoosesTheColumns() {
    struct Bound: View {
      @State var visibility = NavigationSplitViewVisibility.doubleColumn
      var body: some View {
        VStack(spacing: 0) {
          Button("Detail only") { visibility = .detailOnly }
          Button("All") { visibility = .all }
          NavigationSplitView(columnVisibility: $visibility) {
            Text("Side")
          } content: {
            Text("Middle")
          } detail: {
            Text("Main")
          }
          Text(verbatim: "\(visibility == .all)")
        }
      }
    }
    let host = TestHost(Bound(), size: CGSize(width: 800, height: 400), text: .fixedAdvance)
    // Double column in three: the middle and the detail.
    #expect(host.tree.all(ofType: "NavigationSplitSidebar").isEmpty)
    #expect(host.tree.all(ofType: "NavigationSplitContent").first?.frame.width == 280)
    host.tap(text: "Detail only")
    #expect(frames(host).map(\.width) == [800])
    host.tap(text: "All")
    #expect(frames(host).map(\.width) == [220, 280, 298])
    // The button writes through the binding: hiding the sidebar of three leaves two.
    host.tap(id: "split-sidebar-toggle")
    host.advanceClock(by: 1)
    #expect(host.find(text: "false") != nil)
    #expect(frames(host).map(\.width) == [280, 519])
  }

  @Test func draggingTheDividerResizesTheSidebarWithinItsLimits() {
    let host = TestHost(TwoColumns(), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    #expect(host.frame(of: "split-divider-sidebar") == CGRect(x: 217, y: 0, width: 7, height: 300))
    host.drag(from: CGPoint(x: 220, y: 150), to: CGPoint(x: 270, y: 150))
    #expect(
      frames(host) == [
        CGRect(x: 0, y: 0, width: 270, height: 300), CGRect(x: 271, y: 0, width: 529, height: 300),
      ])
    host.drag(from: CGPoint(x: 270, y: 150), to: CGPoint(x: 700, y: 150))
    #expect(frames(host).first?.width == 360)
    host.drag(from: CGPoint(x: 360, y: 150), to: CGPoint(x: 0, y: 150))
    #expect(frames(host).first?.width == 160)
  }

  struct Mailboxes: View {
    @State var selection: String?
    var body: some View {
      NavigationSplitView {
        List(selection: $selection) {
          Text("Inbox").tag("Inbox")
          Text("Sent").tag("Sent")
        }
      } detail: {
        Text(selection.map { "Showing \($0)" } ?? "Nothing")
      }
    }
  }

  @Test func theSidebarSelectionDrivesTheDetail() {
    let host = TestHost(Mailboxes(), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "Nothing") != nil)
    #expect(host.tap(text: "Sent"))
    #expect(host.find(text: "Showing Sent") != nil)
    let detail = host.tree.all(ofType: "NavigationSplitDetail").first?.frame
    let shown = host.find(text: "Showing Sent")?.frame
    #expect(shown.map { detail?.contains($0) ?? false } == true)
  }

  struct Links: View {
    /// Whether the sidebar has a button that clears the selection.
    var clearable = false
    @State var selection: String?
    var body: some View {
      NavigationSplitView {
        List(selection: $selection) {
          NavigationLink("Apple", value: "Apple")
          NavigationLink("Pear", value: "Pear")
        }
        .toolbar {
          if clearable { Button("Clear") { selection = nil } }
        }
        .navigationTitle("Fruit")
        .navigationDestination(for: String.self) { fruit in
          Text("About \(fruit)").navigationTitle(fruit)
        }
      } detail: {
        NavigationStack {
          Text("Pick one")
        }
      }
    }
  }

  @Test func aLinkInTheSidebarSelectsItsValueAndShowsItsDestinationInTheDetail() {
    let host = TestHost(Links(), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    // The detail's own stack brings its bar: one bar per column, not two.
    #expect(bars(host).count == 2)
    #expect(host.find(text: "Fruit") != nil)
    #expect(host.tap(text: "Pear"))
    host.advanceClock(by: 1)
    #expect(host.find(text: "About Pear") != nil)
    #expect(host.find(text: "Pick one") == nil)
    // The sidebar stays as it was, and the destination's title is in the detail's bar.
    #expect(host.find(text: "Apple") != nil)
    let shownBars = bars(host)
    #expect(shownBars.count == 2)
    let title = host.tree.all(ofType: "Text").first { $0.text == "Pear" && $0.frame.minX > 221 }
    #expect(title != nil)
  }

  @Test func clearingTheSelectionShowsTheDetailsOwnViewAgain() {
    let host = TestHost(Links(clearable: true), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "Pear"))
    host.advanceClock(by: 1)
    #expect(host.find(text: "About Pear") != nil)
    #expect(host.tap(text: "Clear"))
    host.advanceClock(by: 1)
    #expect(host.find(text: "About Pear") == nil)
    #expect(host.find(text: "Pick one") != nil)
    // Selecting again shows the value again.
    #expect(host.tap(text: "Apple"))
    host.advanceClock(by: 1)
    #expect(host.find(text: "About Apple") != nil)
    #expect(host.find(text: "Pick one") == nil)
  }

  @Test func theArrowKeysMoveTheSidebarSelectionAndTheDetailFollows() {
    let host = TestHost(Mailboxes(), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "Inbox"))
    #expect(host.find(text: "Showing Inbox") != nil)
    #expect(host.press(.down))
    #expect(host.find(text: "Showing Sent") != nil)
    // At the last row the selection stays.
    host.press(.down)
    #expect(host.find(text: "Showing Sent") != nil)
    #expect(host.press(.up))
    #expect(host.find(text: "Showing Inbox") != nil)
  }

  @Test func aSelectionMovedByTheKeysShowsTheSelectedLinksDestination() {
    let host = TestHost(Links(), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "Pear"))
    host.advanceClock(by: 1)
    #expect(host.find(text: "About Pear") != nil)
    // The link took no focus; Tab brings it to the list, whose selection the keys move.
    host.press(.tab)
    host.press(.up)
    host.advanceClock(by: 1)
    #expect(host.find(text: "About Apple") != nil)
    #expect(host.find(text: "About Pear") == nil)
  }

  @Test func theDetailsOwnBarComesBackWhenItsStackGoes() {
    struct Swapping: View {
      @State var nested = true
      var body: some View {
        NavigationSplitView {
          Button("Swap") { nested.toggle() }
        } detail: {
          if nested {
            NavigationStack { Text("Inner").navigationTitle("Inner Title") }
          } else {
            Text("Plain").navigationTitle("Plain Title")
          }
        }
      }
    }
    let host = TestHost(Swapping(), size: CGSize(width: 800, height: 300), text: .fixedAdvance)
    #expect(bars(host).count == 2)
    #expect(host.find(text: "Inner Title") != nil)
    host.tap(text: "Swap")
    #expect(bars(host).count == 2)
    #expect(host.find(text: "Plain Title") != nil)
    host.tap(text: "Swap")
    #expect(bars(host).count == 2)
    #expect(host.find(text: "Inner Title") != nil)
  }

  @Test func aLinkInASelectableListOutsideASplitViewSelectsAndPushes() {
    struct Stacked: View {
      @State var selection: String?
      var body: some View {
        NavigationStack {
          VStack {
            Text(verbatim: "Selected: \(selection ?? "none")")
            List(selection: $selection) {
              NavigationLink("Apple", value: "Apple")
              NavigationLink("Pear", value: "Pear")
            }
          }
          .navigationDestination(for: String.self) { Text("About \($0)") }
        }
      }
    }
    let host = TestHost(Stacked(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "Pear"))
    host.advanceClock(by: 1)
    #expect(host.find(text: "About Pear") != nil)
    host.tap(id: "navigation-back")
    host.advanceClock(by: 1)
    #expect(host.find(text: "Selected: Pear") != nil)
  }
}
