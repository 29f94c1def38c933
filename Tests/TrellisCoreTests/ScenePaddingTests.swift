import Testing
import TrellisCore
import TrellisTesting

/// `.scenePadding`: the 20 points a window's root view keeps from the window's edges.
@MainActor
struct ScenePaddingTests {
  @Test func theRootViewKeepsTwentyPointsFromTheWindow() {
    let view = Color.red.accessibilityIdentifier("fill").scenePadding()
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "fill") == CGRect(x: 20, y: 20, width: 160, height: 60))
  }

  @Test func onlyTheEdgesAskedForArePadded() {
    let view = Color.red.accessibilityIdentifier("fill").scenePadding(.minimum, edges: [.leading, .top])
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "fill") == CGRect(x: 20, y: 20, width: 180, height: 80))
    let horizontal = TestHost(
      Color.red.accessibilityIdentifier("fill").scenePadding(.horizontal),
      size: CGSize(width: 200, height: 100),
      text: .fixedAdvance)
    #expect(horizontal.frame(of: "fill") == CGRect(x: 20, y: 0, width: 160, height: 100))
  }
}
