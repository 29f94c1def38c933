import Testing
import TrellisCore
import TrellisTesting

/// `.help` tooltips: shown after the pointer rests on the view, gone when it leaves or presses.
@MainActor
struct TooltipTests {
  final class Taps {
    var count = 0
  }

  private func host(taps: Taps = Taps()) -> TestHost<some View> {
    TestHost(
      VStack(spacing: 0) {
        Text("Save").frame(width: 100, height: 40).help("Saves the document")
        Text("Open").frame(width: 100, height: 40).contentShape(Rectangle()).onTapGesture { taps.count += 1 }
          .help(Text("Opens a file"))
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func appearsAfterTheDelayNearThePointer() {
    let host = host()
    host.hover(at: CGPoint(x: 50, y: 20))
    #expect(host.find(text: "Saves the document") == nil)
    host.advanceClock(by: 0.5)
    #expect(host.find(text: "Saves the document") == nil)
    host.advanceClock(by: 0.35)
    // Callout text (13 points): 18 characters of 13/14 × 10 points, 19 points high, padded by
    // 7 × 3 in a bubble 4 right of and 18 below the pointer.
    let text = host.find(text: "Saves the document")?.frame
    #expect(text == CGRect(x: 61, y: 41, width: 168, height: 19))
    #expect(host.tree.all(ofType: "Tooltip").map(\.frame) == [CGRect(x: 54, y: 38, width: 182, height: 25)])
  }

  @Test func movingRestartsTheWait() {
    let host = host()
    host.hover(at: CGPoint(x: 50, y: 20))
    host.advanceClock(by: 0.6)
    host.hover(at: CGPoint(x: 60, y: 22))
    host.advanceClock(by: 0.6)
    #expect(host.find(text: "Saves the document") == nil)
    host.advanceClock(by: 0.3)
    #expect(host.find(text: "Saves the document") != nil)
  }

  @Test func leavesWhenThePointerMovesAway() {
    let host = host()
    host.hover(at: CGPoint(x: 50, y: 20))
    host.advanceClock(by: 1)
    #expect(host.find(text: "Saves the document") != nil)
    // Within the view (the text's 40 × 20 points, as hit testing sees it) it stays.
    host.hover(at: CGPoint(x: 62, y: 25))
    #expect(host.find(text: "Saves the document") != nil)
    // Onto the next view: the first tooltip goes, the other's wait starts.
    host.hover(at: CGPoint(x: 50, y: 60))
    #expect(host.find(text: "Saves the document") == nil)
    #expect(host.find(text: "Opens a file") == nil)
    host.advanceClock(by: 1)
    #expect(host.find(text: "Opens a file") != nil)
    host.hover(at: CGPoint(x: 300, y: 200))
    #expect(host.tree.all(ofType: "Tooltip").isEmpty)
    host.advanceClock(by: 2)
    #expect(host.tree.all(ofType: "Tooltip").isEmpty)
  }

  @Test func pressClosesItAndTheClickStillLands() {
    let taps = Taps()
    let host = host(taps: taps)
    host.hover(at: CGPoint(x: 50, y: 60))
    host.advanceClock(by: 1)
    #expect(host.find(text: "Opens a file") != nil)
    host.tap(at: CGPoint(x: 50, y: 60))
    #expect(taps.count == 1)
    #expect(host.find(text: "Opens a file") == nil)
    // Not again until the pointer has left the view.
    host.advanceClock(by: 2)
    #expect(host.find(text: "Opens a file") == nil)
  }
}
