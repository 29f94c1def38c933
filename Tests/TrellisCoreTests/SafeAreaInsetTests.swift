import Testing
import TrellisCore
import TrellisTesting

/// `.safeAreaInset`: exact frames of the inset view and of the view laid out in what remains.
@MainActor
struct SafeAreaInsetTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func bottomInsetWithStandardSpacing() {
    let host = host(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .bottom) { Text("bar").accessibilityIdentifier("bar") })
    #expect(host.frame(of: "main") == CGRect(x: 0, y: 0, width: 400, height: 272))
    #expect(host.frame(of: "bar") == CGRect(x: 185, y: 280, width: 30, height: 20))
  }

  @Test func topInsetAlignedLeadingWithoutSpacing() {
    let host = host(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .top, alignment: .leading, spacing: 0) {
          Text("bar").accessibilityIdentifier("bar")
        })
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(host.frame(of: "main") == CGRect(x: 0, y: 20, width: 400, height: 280))
  }

  @Test func leadingInsetAlignedToTheBottom() {
    let host = host(
      Color.red.accessibilityIdentifier("main")
        .safeAreaInset(edge: .leading, alignment: .bottom, spacing: 10) {
          Text("side").accessibilityIdentifier("side")
        })
    #expect(host.frame(of: "side") == CGRect(x: 0, y: 280, width: 40, height: 20))
    #expect(host.frame(of: "main") == CGRect(x: 50, y: 0, width: 350, height: 300))
  }

  @Test func trailingInsetSwapsSidesRightToLeft() {
    let view = Color.red.accessibilityIdentifier("main")
      .safeAreaInset(edge: .trailing, spacing: 0) { Text("t").accessibilityIdentifier("t") }
    let leftToRight = host(view)
    #expect(leftToRight.frame(of: "t") == CGRect(x: 390, y: 140, width: 10, height: 20))
    #expect(leftToRight.frame(of: "main") == CGRect(x: 0, y: 0, width: 390, height: 300))
    let rightToLeft = host(view.environment(\.layoutDirection, .rightToLeft))
    #expect(rightToLeft.frame(of: "t") == CGRect(x: 0, y: 140, width: 10, height: 20))
    #expect(rightToLeft.frame(of: "main") == CGRect(x: 10, y: 0, width: 390, height: 300))
  }

  @Test func smallViewTakesItsOwnSizePlusTheInset() {
    let host = host(
      Text("abc").accessibilityIdentifier("main")
        .safeAreaInset(edge: .bottom, spacing: 4) { Text("12345").accessibilityIdentifier("bar") }
        .accessibilityIdentifier("whole"))
    #expect(host.frame(of: "whole") == CGRect(x: 175, y: 128, width: 50, height: 44))
    #expect(host.frame(of: "main") == CGRect(x: 185, y: 128, width: 30, height: 20))
    #expect(host.frame(of: "bar") == CGRect(x: 175, y: 152, width: 50, height: 20))
  }

  @Test func removingTheInsetGivesTheSpaceBack() {
    struct Screen: View {
      @State var showsBar = true
      var body: some View {
        Color.red.accessibilityIdentifier("main")
          .safeAreaInset(edge: .bottom) {
            if showsBar {
              Text("hide").onTapGesture { showsBar = false }
            }
          }
      }
    }
    let host = host(Screen())
    #expect(host.frame(of: "main") == CGRect(x: 0, y: 0, width: 400, height: 272))
    #expect(host.tap(text: "hide"))
    #expect(host.frame(of: "main") == CGRect(x: 0, y: 0, width: 400, height: 300))
  }

  @Test func insetIsHitBeforeTheViewBeneath() {
    final class Log { var taps: [String] = [] }
    let log = Log()
    let host = host(
      Color.red.onTapGesture { log.taps.append("main") }
        .safeAreaInset(edge: .top, spacing: 0) {
          Color.blue.frame(height: 30).onTapGesture { log.taps.append("bar") }
        })
    host.tap(at: CGPoint(x: 200, y: 10))
    host.tap(at: CGPoint(x: 200, y: 200))
    #expect(log.taps == ["bar", "main"])
  }

  @Test func ignoringTheWindowsSafeAreaChangesNothing() {
    let plain = host(Text("abc").accessibilityIdentifier("t"))
    let ignoring = host(
      Text("abc").accessibilityIdentifier("t").ignoresSafeArea().edgesIgnoringSafeArea(.all)
        .ignoresSafeArea(.keyboard, edges: .bottom))
    #expect(plain.frame(of: "t") == CGRect(x: 185, y: 140, width: 30, height: 20))
    #expect(ignoring.frame(of: "t") == CGRect(x: 185, y: 140, width: 30, height: 20))
  }
}
