import Testing
import TrellisCore
import TrellisTesting

/// A layout that stacks like a `VStack` and counts how often it is measured, per proposal.
final class MeasureLog {
  var proposals: [ProposedViewSize] = []
}

struct CountingStack: Layout {
  let log: MeasureLog

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    log.proposals.append(proposal)
    return VStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    VStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

@MainActor
struct ViewThatFitsTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func firstChildWhoseIdealSizeFitsIsShown() {
    let host = host(
      ViewThatFits {
        Text("A VERY LONG LABEL").accessibilityIdentifier("long")
        Text("SHORT").accessibilityIdentifier("short")
      }.frame(width: 100))
    #expect(host.frame(of: "long") == nil)
    #expect(host.frame(of: "short") == CGRect(x: 175, y: 140, width: 50, height: 20))
  }

  @Test func choiceIsMadeAgainOnEveryProposal() {
    let host = host(
      ViewThatFits {
        Text("A VERY LONG LABEL").accessibilityIdentifier("long")
        Text("SHORT").accessibilityIdentifier("short")
      }, width: 170)
    #expect(host.frame(of: "long") == CGRect(x: 0, y: 140, width: 170, height: 20))
    host.resize(to: CGSize(width: 169, height: 300))
    #expect(host.frame(of: "long") == nil)
    #expect(host.frame(of: "short") == CGRect(x: 60, y: 140, width: 50, height: 20))
    host.resize(to: CGSize(width: 170, height: 300))
    #expect(host.frame(of: "short") == nil)
    #expect(host.frame(of: "long") != nil)
  }

  @Test func lastChildIsShownWhenNoneFits() {
    let host = host(
      ViewThatFits {
        Color.red.frame(width: 500, height: 10).accessibilityIdentifier("first")
        Color.blue.frame(width: 450, height: 10).accessibilityIdentifier("last")
      })
    #expect(host.frame(of: "first") == nil)
    #expect(host.frame(of: "last") == CGRect(x: -25, y: 145, width: 450, height: 10))
  }

  @Test func onlyConstrainedAxesAreCompared() {
    let tall = Color.red.frame(width: 50, height: 500).accessibilityIdentifier("tall")
    let horizontal = host(
      ViewThatFits(in: .horizontal) {
        tall; Text("X")
      })
    #expect(horizontal.frame(of: "tall") == CGRect(x: 175, y: -100, width: 50, height: 500))
    let both = host(
      ViewThatFits {
        tall; Text("X").accessibilityIdentifier("x")
      })
    #expect(both.frame(of: "tall") == nil)
    #expect(both.frame(of: "x") == CGRect(x: 195, y: 140, width: 10, height: 20))
  }

  @Test func unconstrainedAxisUsesTheProposalWhenMeasuring() {
    // With `in: .vertical`, a text is measured at the proposed width, wraps, and is too tall.
    let host = host(
      ViewThatFits(in: .vertical) {
        Text("ONE TWO THREE FOUR").accessibilityIdentifier("wrapped")
        Text("FALLBACK").accessibilityIdentifier("fallback")
      }.frame(width: 50, height: 60))
    #expect(host.frame(of: "wrapped") == nil)
    #expect(host.frame(of: "fallback") != nil)
  }

  @Test func hiddenChildrenAreNotDrawnHitOrFocused() {
    final class Taps { var count = 0 }
    let taps = Taps()
    let host = host(
      ViewThatFits {
        Button("HIDDEN BUTTON WITH A LONG TITLE") { taps.count += 100 }.buttonStyle(.plain)
          .accessibilityIdentifier("hidden")
        Button("SHOWN") { taps.count += 1 }.buttonStyle(.plain).accessibilityIdentifier("shown")
      }, width: 200)
    #expect(host.tree.all(ofType: "Button").count == 1)
    host.tap(at: CGPoint(x: 100, y: 150))
    #expect(taps.count == 1)
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Button")
    host.press(.space)
    #expect(taps.count == 2)
    host.press(.tab)
    host.press(.space)
    #expect(taps.count == 3)
    let drawn = host.displayList().items.compactMap { item -> String? in
      if case .text(let request, _, _) = item { return request.string }
      return nil
    }
    #expect(drawn == ["SHOWN"])
  }

  @Test func hiddenChildKeepsItsStateAndComesBackWhenItFitsAgain() {
    struct Chooser: View {
      @State private var label = "A VERY LONG LABEL"
      var body: some View {
        VStack {
          Button("shorten") { label = "SHORT" }.buttonStyle(.plain).accessibilityIdentifier("shorten")
          ViewThatFits {
            Text(label).accessibilityIdentifier("first")
            Text("Z").accessibilityIdentifier("fallback")
          }
        }
      }
    }
    let host = host(Chooser(), width: 100)
    #expect(host.frame(of: "first") == nil)
    #expect(host.frame(of: "fallback") != nil)
    host.tap(id: "shorten")
    // The hidden child shrank: it fits now and is chosen.
    #expect(host.frame(of: "first") == CGRect(x: 25, y: 154, width: 50, height: 20))
    #expect(host.frame(of: "fallback") == nil)
  }

  @Test func eachCandidateIsMeasuredOncePerProposal() {
    let first = MeasureLog()
    let second = MeasureLog()
    let host = host(
      ViewThatFits {
        CountingStack(log: first) { Text("TOO WIDE FOR THE WINDOW") }
        CountingStack(log: second) { Text("FITS") }
      }, width: 100)
    #expect(Set(first.proposals).count == first.proposals.count)
    #expect(Set(second.proposals).count == second.proposals.count)
    host.resize(to: CGSize(width: 101, height: 300))
    host.resize(to: CGSize(width: 100, height: 300))
    #expect(Set(first.proposals).count == first.proposals.count)
    #expect(Set(second.proposals).count == second.proposals.count)
    #expect(first.proposals.contains(ProposedViewSize(width: nil, height: nil)))
    #expect(host.find(text: "FITS") != nil)
  }

  @Test func emptyAndSingleChild() {
    let host = host(
      VStack {
        ViewThatFits {}
        ViewThatFits { Text("ONLY").accessibilityIdentifier("only") }.frame(width: 10)
      })
    #expect(host.frame(of: "only")?.width == 10)
  }
}
