import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsStepperTests {
  struct Quantity: View {
    @State var count = 1
    var body: some View {
      Stepper("Count: \(count)", value: $count, in: 0...3).accessibilityIdentifier("stepper")
    }
  }

  func buttons(_ host: TestHost<Quantity>) -> CGRect {
    host.tree.all(ofType: "Stepper").last!.frame
  }

  @Test func buttonsStepWithinTheBounds() {
    let host = TestHost(Quantity(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    // The buttons are two 28-point segments and a 1-point divider, 8 points after the label.
    let frame = buttons(host)
    #expect(frame.size == CGSize(width: 57, height: 24))
    #expect(host.find(text: "Count: 1")?.frame.maxX == frame.minX - 8)
    let minus = CGPoint(x: frame.minX + 14, y: frame.midY)
    let plus = CGPoint(x: frame.maxX - 14, y: frame.midY)
    host.tap(at: plus)
    host.tap(at: plus)
    #expect(host.find(text: "Count: 3") != nil)
    host.tap(at: plus)
    #expect(host.find(text: "Count: 3") != nil)
    for _ in 0..<5 { host.tap(at: minus) }
    #expect(host.find(text: "Count: 0") != nil)
  }

  @Test func arrowKeysStepWhenFocused() {
    let host = TestHost(Quantity(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Stepper")
    host.press(.up)
    #expect(host.find(text: "Count: 2") != nil)
    host.press(.down)
    host.press(.down)
    #expect(host.find(text: "Count: 0") != nil)
  }

  @Test func actionsFormRunsItsClosures() {
    struct Log: View {
      @State var events: [String] = []
      var body: some View {
        VStack {
          Stepper("Events") {
            events.append("+")
          } onDecrement: {
            events.append("-")
          }
          Text(events.joined())
        }
      }
    }
    let host = TestHost(Log(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    let frame = host.tree.all(ofType: "Stepper").last!.frame
    host.tap(at: CGPoint(x: frame.maxX - 5, y: frame.midY))
    host.tap(at: CGPoint(x: frame.minX + 5, y: frame.midY))
    host.tap(at: CGPoint(x: frame.maxX - 5, y: frame.midY))
    #expect(host.find(text: "+-+") != nil)
  }
}
