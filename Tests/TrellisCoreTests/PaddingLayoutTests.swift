import Testing
import TrellisCore
import TrellisTesting

/// Exact frames of `.padding` in its forms.
@MainActor
struct PaddingLayoutTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func defaultPaddingIs16OnEveryEdge() {
    let host = host(Text("abc").accessibilityIdentifier("text").padding().accessibilityIdentifier("padding"))
    #expect(host.frame(of: "padding") == CGRect(x: 169, y: 124, width: 62, height: 52))
    #expect(host.frame(of: "text") == CGRect(x: 185, y: 140, width: 30, height: 20))
  }

  @Test func paddingOnChosenEdges() {
    let horizontal = host(Text("abc").padding(.horizontal).accessibilityIdentifier("padding"))
    #expect(horizontal.frame(of: "padding") == CGRect(x: 169, y: 140, width: 62, height: 20))

    let top = host(
      Text("abc").accessibilityIdentifier("text").padding(.top, 5).accessibilityIdentifier("padding"))
    // Centered at y = 137.5, which rounds to the pixel grid.
    #expect(top.frame(of: "padding") == CGRect(x: 185, y: 138, width: 30, height: 25))
    #expect(top.frame(of: "text")!.minY == top.frame(of: "padding")!.minY + 5)

    let length = host(Text("abc").padding(4).accessibilityIdentifier("padding"))
    #expect(length.frame(of: "padding") == CGRect(x: 181, y: 136, width: 38, height: 28))
  }

  @Test func paddingWithEdgeInsets() {
    let host = host(
      Text("abc").accessibilityIdentifier("text")
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .accessibilityIdentifier("padding"))
    // 36 × 24 centered at (182, 138).
    #expect(host.frame(of: "padding") == CGRect(x: 182, y: 138, width: 36, height: 24))
    #expect(host.frame(of: "text") == CGRect(x: 184, y: 139, width: 30, height: 20))
  }

  @Test func paddingProposesTheInsetSize() {
    let host = host(Color.red.accessibilityIdentifier("color").padding(10))
    #expect(host.frame(of: "color") == CGRect(x: 10, y: 10, width: 380, height: 280))

    // The text wraps at the 60 − 2 × 16 = 28 points left inside: two characters a line.
    let text = self.host(Text("abcd").accessibilityIdentifier("text").padding().frame(width: 60))
    #expect(text.frame(of: "text") == CGRect(x: 190, y: 130, width: 20, height: 40))
  }

  @Test func paddingLargerThanTheProposalLeavesTheContentNothing() {
    let host = host(
      Color.red.accessibilityIdentifier("color").padding(30).accessibilityIdentifier("padding"),
      width: 40, height: 40)
    #expect(host.frame(of: "color") == CGRect(x: 20, y: 20, width: 0, height: 0))
    #expect(host.frame(of: "padding") == CGRect(x: -10, y: -10, width: 60, height: 60))
  }
}
