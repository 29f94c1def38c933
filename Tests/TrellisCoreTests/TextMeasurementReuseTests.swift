import Testing
import TrellisCore
import TrellisTesting

/// A text asked at one width for several heights is measured once for every height its lines
/// fit: stacks ask each text for its height at zero, unlimited and a share, and with Pango each
/// measurement lays the paragraph out again.
@MainActor
struct TextMeasurementReuseTests {
  /// Answers as the fixed-advance measurer does, recording every question.
  final class RecordingMeasurer: TextMeasurer {
    private let inner = FixedAdvanceTextMeasurer()
    private(set) var questions: [(width: CGFloat?, height: CGFloat?)] = []

    func measure(_ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?) -> TextMetrics {
      questions.append((maxWidth, maxHeight))
      return inner.measure(request, maxWidth: maxWidth, maxHeight: maxHeight)
    }
  }

  private func layOut(_ view: some View, with measurer: RecordingMeasurer) -> LayoutTreeNode {
    let graph = ViewGraph(content: view, services: RenderServices(textMeasurer: measurer))
    graph.update()
    graph.layout(in: CGSize(width: 400, height: 300))
    return graph.layoutTree()
  }

  @Test func aShareTheWrappedLinesFitIsAnsweredWithoutMeasuring() {
    let measurer = RecordingMeasurer()
    // 50 points hold five characters: "one", "two", "three", "four" on four lines, 80 high.
    let tree = layOut(
      VStack(spacing: 0) {
        Text("one two three four")
        Color.red
      }
      .frame(width: 50), with: measurer)
    // The text, less flexible, is served first: half of 300, which its four lines fit.
    #expect(tree.find(text: "one two three four")?.frame == CGRect(x: 175, y: 0, width: 50, height: 80))
    // Unwrapped, then at 50 for no height (one line) and for an unlimited one; the share of
    // 150 reuses the unlimited answer.
    #expect(measurer.questions.count == 3, "\(measurer.questions)")
    #expect(!measurer.questions.contains { $0.width == 50 && $0.height == 150 })
  }

  @Test func aShareTooLowForTheLinesIsStillMeasuredAndCut() {
    let measurer = RecordingMeasurer()
    let tree = layOut(
      VStack(spacing: 0) {
        Text("one two three four")
        Color.red
      }
      .frame(width: 50, height: 60), with: measurer)
    // A share of 30 keeps one line: "one" and an ellipsis, 40 wide, centered in the 50.
    #expect(tree.find(text: "one two three four")?.frame == CGRect(x: 180, y: 120, width: 40, height: 20))
    #expect(measurer.questions.contains { $0.width == 50 && $0.height == 30 })
  }

  @Test func aSingleLineAnswersEveryHeightAtItsWidth() {
    let measurer = RecordingMeasurer()
    // At 40, "one two" keeps its first line, "one" and an ellipsis: one line at any height.
    let tree = layOut(
      VStack(spacing: 0) {
        Text("one two").lineLimit(1)
        Color.red
      }
      .frame(width: 40, height: 20), with: measurer)
    #expect(tree.find(text: "one two")?.frame == CGRect(x: 180, y: 140, width: 40, height: 20))
    // The share of 10 is lower than the line, which a text keeps however low its frame.
    #expect(measurer.questions.count == 3, "\(measurer.questions)")
    #expect(!measurer.questions.contains { $0.height == 10 })
  }

  @Test func aChangedStringIsMeasuredAfresh() {
    struct Growing: View {
      @State private var long = false
      var body: some View {
        VStack(spacing: 0) {
          Button(long ? "one two three four five six" : "one two three four") { long = true }
            .buttonStyle(.plain)
          Color.red
        }
        .frame(width: 50)
      }
    }
    let host = TestHost(Growing(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "one two three four")?.frame.height == 80)
    host.tap(text: "one two three four")
    // Six lines now: nothing measured for the old string is reused.
    #expect(
      host.find(text: "one two three four five six")?.frame == CGRect(x: 175, y: 0, width: 50, height: 120))
  }
}
