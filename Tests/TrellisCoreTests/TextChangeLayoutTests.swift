import Testing
import TrellisCore
import TrellisTesting

/// A text whose content changes is measured again on its own; only when its size changes does
/// the layout above it run again.
@MainActor
struct TextChangeLayoutTests {
  /// A row showing a counter that a tap increments.
  struct CounterRow: View {
    let index: Int
    @State private var count = 0

    var body: some View {
      Text("row \(index): \(count)")
        .onTapGesture { count += 1 }
        .accessibilityIdentifier("row\(index)")
    }
  }

  /// A vertical stack that counts how often it is asked to measure or place.
  struct CountingVStack: Layout {
    let calls: CallCounter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      calls.count += 1
      return VStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
      calls.count += 1
      VStackLayout(spacing: 0).placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  final class CallCounter {
    var count = 0
  }

  /// What one tap on row 3 of a list of `rows` counters costs: sizes computed, and calls into
  /// the list's layout; with the frame of that row's text before and after.
  private func tapCost(rows: Int) -> (measurements: Int, stackCalls: Int, before: CGRect?, after: CGRect?) {
    let calls = CallCounter()
    let host = TestHost(
      CountingVStack(calls: calls) { ForEach(0..<rows, id: \.self) { CounterRow(index: $0) } },
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let before = host.find(text: "row 3: 0")?.frame
    #expect(calls.count > 0)
    calls.count = 0
    let measured = host.graph.measurements
    host.tap(id: "row3")
    let cost = host.graph.measurements - measured
    return (cost, calls.count, before, host.find(text: "row 3: 1")?.frame)
  }

  @Test func sameSizeTextChangeMeasuresOnlyTheTextWhateverTheListLength() {
    let short = tapCost(rows: 10)
    let long = tapCost(rows: 1_000)
    // The list's layout, which would walk all its rows, is not asked again.
    #expect(short.stackCalls == 0)
    #expect(long.stackCalls == 0)
    #expect(short.measurements == long.measurements)
    #expect(long.measurements > 0 && long.measurements <= 4, "measured \(long.measurements)")
    // "row 3: 0" and "row 3: 1" are both 8 characters: 80 × 20 points, in the same place (ten
    // rows: 200 high, from y = 50).
    #expect(short.before == CGRect(x: 160, y: 110, width: 80, height: 20))
    #expect(short.after == short.before)
    #expect(long.after == long.before)
  }

  @Test func textThatGrowsRelaysItsStack() {
    let calls = CallCounter()
    struct Growing: View {
      let calls: CallCounter
      @State private var wide = false
      var body: some View {
        CountingVStack(calls: calls) {
          Text("a")
          Text("ccc")
          Text(wide ? "xxxxx" : "xx").onTapGesture { wide = true }.accessibilityIdentifier("grow")
        }
      }
    }
    let host = TestHost(Growing(calls: calls), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // 30 × 60 centered in 400 × 300; rows centered in it.
    #expect(host.find(text: "a")?.frame == CGRect(x: 195, y: 120, width: 10, height: 20))
    #expect(host.find(text: "xx")?.frame == CGRect(x: 190, y: 160, width: 20, height: 20))
    calls.count = 0
    host.tap(id: "grow")
    #expect(calls.count > 0)
    #expect(host.find(text: "a")?.frame == CGRect(x: 195, y: 120, width: 10, height: 20))
    #expect(host.find(text: "ccc")?.frame == CGRect(x: 185, y: 140, width: 30, height: 20))
    #expect(host.find(text: "xxxxx")?.frame == CGRect(x: 175, y: 160, width: 50, height: 20))
  }

  @Test func textThatWrapsDifferentlyRelaysItsStack() {
    struct Wrapping: View {
      @State private var words = "aa bb"
      var body: some View {
        HStack(alignment: .top, spacing: 0) {
          Text(words).frame(width: 50).onTapGesture { words = "aa bb cc dd" }
            .accessibilityIdentifier("words")
          Color.red.frame(width: 10, height: 10)
        }
      }
    }
    let host = TestHost(Wrapping(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // One line of 5 characters: the row is 60 × 20, centered.
    #expect(host.find(text: "aa bb")?.frame == CGRect(x: 170, y: 140, width: 50, height: 20))
    host.tap(id: "words")
    // Same width, two lines: the row grows to 40 high and moves up to stay centered.
    #expect(host.find(text: "aa bb cc dd")?.frame == CGRect(x: 170, y: 130, width: 50, height: 40))
  }

  @Test func textInTheCandidateViewThatFitsSkippedIsMeasuredAgain() {
    struct Fitting: View {
      @State private var label = "abcdefghijkl"
      var body: some View {
        VStack(spacing: 0) {
          ViewThatFits {
            Text(label)
            Text("short")
          }
          Text("next").onTapGesture { label = label == "abcdefghijkl" ? "lkjihgfedcba" : "abc" }
        }
      }
    }
    let host = TestHost(Fitting(), size: CGSize(width: 100, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "short") != nil)
    host.tap(text: "next")
    // Just as long: still too wide for 100 points.
    #expect(host.find(text: "short") != nil)
    #expect(host.find(text: "lkjihgfedcba") == nil)
    host.tap(text: "next")
    #expect(host.find(text: "short") == nil)
    #expect(host.find(text: "abc")?.frame == CGRect(x: 35, y: 130, width: 30, height: 20))
  }
}
