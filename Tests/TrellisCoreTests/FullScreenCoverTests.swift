import Testing
import TrellisCore
import TrellisTesting

/// `.fullScreenCover`: content over the whole window, closed by its dismiss action or Escape.
@MainActor
struct FullScreenCoverTests {
  final class Log {
    var events: [String] = []
  }

  struct Cover: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      VStack(spacing: 0) {
        Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).accessibilityIdentifier("fill")
        Button("Close") { dismiss() }.accessibilityIdentifier("close")
      }
    }
  }

  struct Demo: View {
    let log: Log
    @State private var isPresented = false
    @State private var taps = 0

    var body: some View {
      VStack {
        Button("Show") { isPresented = true }.accessibilityIdentifier("show")
        Button("Beneath \(taps)") { taps += 1 }.accessibilityIdentifier("beneath")
      }
      .fullScreenCover(isPresented: $isPresented, onDismiss: { log.events.append("dismissed") }) {
        Cover()
      }
    }
  }

  private func host(_ log: Log) -> TestHost<Demo> {
    TestHost(Demo(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func theCoverFillsTheWindowAndNothingBeneathCanBeReached() throws {
    let log = Log()
    let host = host(log)
    let beneath = try #require(host.frame(of: "beneath"))
    host.tap(id: "show")
    let close = try #require(host.frame(of: "close"))
    // The content is offered the whole window: its flexible part takes all but the button.
    #expect(host.frame(of: "fill") == CGRect(x: 0, y: 0, width: 400, height: 300 - close.height))
    #expect(close.maxY == 300)
    host.tap(at: CGPoint(x: beneath.midX, y: beneath.midY))
    host.tap(id: "close")
    #expect(host.find(id: "close") == nil)
    #expect(host.find(text: "Beneath 0") != nil, "a tap on the cover reached the view beneath it")
    #expect(log.events == ["dismissed"])
  }

  @Test func escapeClosesTheCoverAndAnItemCoverFollowsItsItem() {
    struct Numbered: Identifiable {
      let id: Int
    }
    struct ItemDemo: View {
      @State var item: Numbered? = Numbered(id: 7)
      var body: some View {
        Text("root").fullScreenCover(item: $item) { Text("cover \($0.id)") }
      }
    }
    let host = TestHost(ItemDemo(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "cover 7") != nil)
    #expect(host.press(.escape))
    host.flush()
    #expect(host.find(text: "cover 7") == nil)
  }
}
