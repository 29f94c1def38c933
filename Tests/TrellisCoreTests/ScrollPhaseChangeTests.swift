import Testing
import TrellisCore
import TrellisTesting

/// `.onScrollPhaseChange`: a person's scrolling is `interacting` until a quiet moment after it.
@MainActor
struct ScrollPhaseChangeTests {
  final class Log {
    var changes: [String] = []
    var offsets: [CGFloat] = []
  }

  struct Rows: View {
    let log: Log
    @State private var target = false
    var body: some View {
      VStack {
        Button("Jump") { target.toggle() }.accessibilityIdentifier("jump")
        ScrollViewReader { proxy in
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<50) { row in Text("Row \(row)").frame(height: 20).id(row) }
            }
          }
          .frame(height: 200)
          .onScrollPhaseChange { old, new, context in
            log.changes.append("\(old)→\(new)")
            log.offsets.append(context.geometry.contentOffset.y)
          }
          .onChange(of: target) { proxy.scrollTo(40, anchor: .top) }
        }
      }
    }
  }

  func host(_ log: Log) -> TestHost<Rows> {
    TestHost(Rows(log: log), size: CGSize(width: 200, height: 260), text: .fixedAdvance)
  }

  @Test func wheelScrollingInteractsUntilAQuietMoment() {
    let log = Log()
    let host = host(log)
    let inside = CGPoint(x: 100, y: 150)
    host.scroll(at: inside, by: CGSize(width: 0, height: 40))
    #expect(log.changes == ["idle→interacting"])
    #expect(log.offsets == [40])
    // Clicks of a wheel turned steadily keep it interacting.
    host.advanceClock(by: 0.1)
    host.scroll(at: inside, by: CGSize(width: 0, height: 40))
    host.advanceClock(by: 0.2)
    #expect(log.changes == ["idle→interacting"])
    host.advanceClock(by: 0.1)
    #expect(log.changes == ["idle→interacting", "interacting→idle"])
    #expect(log.offsets == [40, 80])
  }

  @Test func aHeldScrollBarKeepsInteracting() throws {
    let log = Log()
    let host = host(log)
    // The vertical bar's thumb, at the top of the trailing edge of the scroll view.
    let scrollFrame = try #require(host.tree.all(ofType: "ScrollView").first?.frame)
    let thumb = CGPoint(x: scrollFrame.maxX - 6, y: scrollFrame.minY + 10)
    host.graph.pointerMoved(to: thumb)
    host.graph.pointerDown(at: thumb)
    host.graph.pointerMoved(to: CGPoint(x: thumb.x, y: thumb.y + 30))
    host.flush()
    #expect(log.changes == ["idle→interacting"])
    // Held still for a while: still dragging.
    host.advanceClock(by: 1)
    #expect(log.changes == ["idle→interacting"])
    host.graph.pointerUp(at: CGPoint(x: thumb.x, y: thumb.y + 30))
    host.advanceClock(by: 0.3)
    #expect(log.changes == ["idle→interacting", "interacting→idle"])
  }

  @Test func codeScrollingWithoutAnimationChangesNoPhase() {
    let log = Log()
    let host = host(log)
    host.tap(id: "jump")
    host.advanceClock(by: 1)
    #expect(log.changes.isEmpty)
  }

  @Test func animatedCodeScrollingAnimatesUntilTheAnimationIsDone() {
    let log = Log()
    let host = TestHost(AnimatedJump(log: log), size: CGSize(width: 200, height: 260), text: .fixedAdvance)
    host.tap(id: "jump")
    #expect(log.changes == ["idle→animating"])
    host.advanceClock(by: 0.2)
    #expect(log.changes == ["idle→animating"])
    host.advanceClock(by: 0.2)
    #expect(log.changes == ["idle→animating", "animating→idle"])
  }

  /// Rows that a button scrolls to row 40 in a linear animation of 0.3 s.
  struct AnimatedJump: View {
    let log: Log
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump") {
            withAnimation(.linear(duration: 0.3)) { proxy.scrollTo(40, anchor: .top) }
          }
          .accessibilityIdentifier("jump")
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<50) { row in Text("Row \(row)").frame(height: 20).id(row) }
            }
          }
          .frame(height: 200)
          .onScrollPhaseChange { old, new in log.changes.append("\(old)→\(new)") }
        }
      }
    }
  }

  @Test func isScrollingIsEveryPhaseButIdle() {
    #expect(!ScrollPhase.idle.isScrolling)
    #expect([ScrollPhase.tracking, .interacting, .decelerating, .animating].allSatisfy { $0.isScrolling })
    #expect(CGVector(dx: 1, dy: 2.5) == CGVector(dx: 1 as CGFloat, dy: 2.5))
    #expect(CGVector.zero.dx == 0)
  }
}
