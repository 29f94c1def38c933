import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsSliderTests {
  final class Log {
    var editing: [Bool] = []
  }

  struct Volume: View {
    @State var value: Double
    var step: Double? = 10
    var log = Log()
    var body: some View {
      VStack {
        if let step {
          Slider(value: $value, in: 0...100, step: step) { editing in log.editing.append(editing) }
            .frame(width: 220).accessibilityIdentifier("slider")
        } else {
          Slider(value: $value, in: 0...100).frame(width: 220).accessibilityIdentifier("slider")
        }
        Text(verbatim: "\(value)")
      }
    }
  }

  // A 220-point track with a 20-point knob: the knob's center travels 200 points, from x + 10.
  func knobX(_ host: TestHost<Volume>, fraction: CGFloat) -> CGFloat {
    host.frame(of: "slider")!.minX + 10 + 200 * fraction
  }

  @Test func dragMovesTheValueToTheStepUnderThePointer() {
    let log = Log()
    let host = TestHost(
      Volume(value: 0, log: log), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let y = host.frame(of: "slider")!.midY
    host.drag(
      from: CGPoint(x: knobX(host, fraction: 0), y: y), to: CGPoint(x: knobX(host, fraction: 0.5), y: y))
    #expect(host.find(text: "50.0") != nil)
    host.drag(
      from: CGPoint(x: knobX(host, fraction: 0.5), y: y), to: CGPoint(x: knobX(host, fraction: 0.73), y: y))
    #expect(host.find(text: "70.0") != nil)
    #expect(log.editing == [true, false, true, false])
  }

  @Test func dragPastTheEndClampsTheValue() {
    let host = TestHost(Volume(value: 40), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let y = host.frame(of: "slider")!.midY
    host.drag(from: CGPoint(x: knobX(host, fraction: 0.4), y: y), to: CGPoint(x: 1000, y: y + 50))
    #expect(host.find(text: "100.0") != nil)
    host.drag(from: CGPoint(x: knobX(host, fraction: 1), y: y), to: CGPoint(x: -500, y: y))
    #expect(host.find(text: "0.0") != nil)
  }

  @Test func clickOnTheTrackJumpsThere() {
    let host = TestHost(
      Volume(value: 0, step: nil), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let frame = host.frame(of: "slider")!
    host.tap(at: CGPoint(x: knobX(host, fraction: 0.25), y: frame.midY))
    #expect(host.find(text: "25.0") != nil)
  }

  @Test func arrowKeysMoveByTheStepOrOnePercent() {
    let stepped = TestHost(Volume(value: 50), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    stepped.press(.tab)
    #expect(stepped.graph.focusedViewType == "Slider")
    stepped.press(.right)
    #expect(stepped.find(text: "60.0") != nil)
    stepped.press(.left)
    stepped.press(.left)
    #expect(stepped.find(text: "40.0") != nil)
    stepped.press(.end)
    stepped.press(.right)
    #expect(stepped.find(text: "100.0") != nil)

    let free = TestHost(
      Volume(value: 50, step: nil), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    free.press(.tab)
    free.press(.up)
    #expect(free.find(text: "51.0") != nil)
    free.press(.home)
    #expect(free.find(text: "0.0") != nil)
  }

  @Test func nanValueShowsAtTheLowerBoundAndRecovers() {
    let host = TestHost(Volume(value: .nan), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "nan") != nil)
    host.press(.tab)
    host.press(.right)
    #expect(host.find(text: "10.0") != nil)
  }

  @Test func nonFiniteRangeAndStepAreReplaced() {
    struct Broken: View {
      @State var value = 0.5
      var body: some View {
        VStack {
          Slider(value: $value, in: 0...Double.infinity, step: -1).frame(width: 120).accessibilityIdentifier(
            "slider")
          Text(verbatim: "\(value)")
        }
      }
    }
    let host = TestHost(Broken(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    host.press(.right)
    #expect(host.find(text: "0.51") != nil)
  }

  @Test func sliderTakesTheOfferedWidth() {
    let host = TestHost(
      Slider(value: .constant(0.5)).accessibilityIdentifier("slider"), size: CGSize(width: 300, height: 100),
      text: .fixedAdvance)
    #expect(host.frame(of: "slider") == CGRect(x: 0, y: 38, width: 300, height: 24))
  }
}
