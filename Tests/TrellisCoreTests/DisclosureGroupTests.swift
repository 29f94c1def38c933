import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct DisclosureGroupTests {
  /// A group keeping its own state, at the top-leading corner with a footer below it.
  struct Advanced: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        DisclosureGroup("Advanced") {
          Text("Option A")
          Text("Option B")
        }
        .accessibilityIdentifier("group")
        Text("Footer")
      }
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// A group driven by a binding its parent shows.
  struct Bound: View {
    @State var isExpanded = true
    var body: some View {
      VStack(alignment: .leading) {
        DisclosureGroup(isExpanded: $isExpanded) {
          Text("Details")
        } label: {
          Label("Info", systemImage: "info.circle")
        }
        Text(isExpanded ? "shown" : "hidden")
        Button("Toggle") { isExpanded.toggle() }
      }
    }
  }

  @Test func collapsedGroupIsItsLabelRow() {
    let host = TestHost(Advanced(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // A 16-point chevron square, 4 points, then "Advanced" (80 × 20).
    #expect(host.frame(of: "group") == CGRect(x: 10, y: 10, width: 100, height: 20))
    #expect(
      host.tree.all(ofType: "DisclosureGroup").first?.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
    #expect(host.find(text: "Advanced")?.frame == CGRect(x: 30, y: 10, width: 80, height: 20))
    #expect(host.find(text: "Option A") == nil)
    #expect(host.find(text: "Footer")?.frame == CGRect(x: 10, y: 30, width: 60, height: 20))
  }

  @Test func clickOnTheLabelShowsTheContentIndentedBelow() {
    let host = TestHost(Advanced(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.tap(text: "Advanced"))
    host.advanceClock(by: 1)
    // Content lines up with the label: 20 points in, 6 below the row, 8 between its views.
    #expect(host.find(text: "Option A")?.frame == CGRect(x: 30, y: 36, width: 80, height: 20))
    #expect(host.find(text: "Option B")?.frame == CGRect(x: 30, y: 64, width: 80, height: 20))
    #expect(host.frame(of: "group") == CGRect(x: 10, y: 10, width: 100, height: 74))
    #expect(host.find(text: "Footer")?.frame.minY == 84)
    // A click on the chevron collapses it again.
    host.tap(at: CGPoint(x: 18, y: 20))
    host.advanceClock(by: 1)
    #expect(host.find(text: "Option A") == nil)
    #expect(host.find(text: "Footer")?.frame.minY == 30)
  }

  @Test func clickAnimatesTheContentIn() {
    let host = TestHost(Advanced(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(text: "Advanced")
    host.advanceClock(by: 0.1)
    // Half-way through the 0.2-second ease, the footer is between where it was and where it goes.
    let footer = host.find(text: "Footer")!.frame.minY
    #expect(footer > 30 && footer < 84)
    host.advanceClock(by: 0.2)
    #expect(host.find(text: "Footer")?.frame.minY == 84)
  }

  @Test func bindingDrivesAndFollowsTheGroup() {
    let host = TestHost(Bound(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Details") != nil)
    host.tap(text: "Info")
    host.advanceClock(by: 1)
    #expect(host.find(text: "hidden") != nil)
    #expect(host.find(text: "Details") == nil)
    host.tap(text: "Toggle")
    host.advanceClock(by: 1)
    #expect(host.find(text: "shown") != nil)
    #expect(host.find(text: "Details") != nil)
  }

  @Test func spaceAndArrowsExpandAndCollapseTheFocusedGroup() {
    let host = TestHost(Advanced(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    #expect(host.graph.focusedViewType == "DisclosureGroup")
    #expect(host.press(.space))
    host.advanceClock(by: 1)
    #expect(host.find(text: "Option A") != nil)
    #expect(host.press(.space))
    host.advanceClock(by: 1)
    #expect(host.find(text: "Option A") == nil)
    #expect(host.press(.right))
    host.advanceClock(by: 1)
    #expect(host.find(text: "Option A") != nil)
    #expect(host.press(.left))
    host.advanceClock(by: 1)
    #expect(host.find(text: "Option A") == nil)
  }

  @Test func disabledGroupIgnoresClicksAndKeys() {
    let host = TestHost(Advanced().disabled(true), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(text: "Advanced")
    host.press(.tab)
    host.press(.space)
    host.advanceClock(by: 1)
    #expect(host.find(text: "Option A") == nil)
  }

  @Test func rightToLeftMirrorsTheRowAndTheContent() {
    let host = TestHost(
      Advanced(), size: CGSize(width: 300, height: 200), text: .fixedAdvance, layoutDirection: .rightToLeft)
    host.tap(text: "Advanced")
    host.advanceClock(by: 1)
    #expect(host.find(text: "Advanced")?.frame == CGRect(x: 190, y: 10, width: 80, height: 20))
    #expect(host.find(text: "Option A")?.frame == CGRect(x: 190, y: 36, width: 80, height: 20))
  }
}
