import Testing
import TrellisCore
import TrellisTesting

/// Sizes are cached per proposal: nesting stacks must not multiply the work, and a pass with
/// nothing changed measures nothing.
@MainActor
struct LayoutCacheTests {
  /// Stacks nested `depth` deep, alternating VStack and HStack, each with a text beside the next.
  private static func nested(depth: Int, leaf: String = "leaf") -> AnyView {
    if depth == 0 { return AnyView(Text(leaf)) }
    let inner = nested(depth: depth - 1, leaf: leaf)
    if depth.isMultiple(of: 2) {
      return AnyView(
        HStack {
          Text("h")
          inner
        })
    }
    return AnyView(
      VStack {
        Text("v")
        inner
      })
  }

  private func measurements(depth: Int) -> Int {
    TestHost(Self.nested(depth: depth), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
      .graph.measurements
  }

  @Test func measurementsGrowLinearlyWithNestingDepth() {
    let counts = (1...10).map { measurements(depth: $0) }
    // Levels alternate between VStack and HStack, so compare the cost of each pair of levels:
    // past the first few it must stay the same. Growth would mean the work multiplies with depth
    // (as it did when a node's cache of sizes was too small for the proposals nesting brings).
    let pairSteps = (5..<counts.count).map { counts[$0] - counts[$0 - 2] }
    #expect(pairSteps.allSatisfy { $0 == pairSteps[0] }, "measurements by depth: \(counts)")
    #expect(counts[9] <= 40 * 10, "measurements by depth: \(counts)")
  }

  @Test func deepNestingLaysOutQuickly() {
    // Finding a stack's alignment guide asks its subviews for theirs: uncached, each level
    // doubled the work, and 24 levels took minutes.
    let start = ViewGraph.monotonicSeconds()
    let host = TestHost(Self.nested(depth: 24), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "leaf") != nil)
    #expect(ViewGraph.monotonicSeconds() - start < 2)
  }

  @Test func secondPassWithNothingChangedMeasuresNothing() {
    let host = TestHost(Self.nested(depth: 10), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let first = host.graph.measurements
    #expect(first > 0)
    host.graph.layout(in: CGSize(width: 400, height: 300))
    host.flush()
    _ = host.tree
    #expect(host.graph.measurements == first)
    #expect(!host.graph.needsLayout)
  }

  @Test func changingTheDeepestLeafRemeasuresOnlyItsAncestors() {
    struct Leaf: View {
      @State private var long = false
      var body: some View {
        Button(long ? "longer" : "leaf") { long = true }.buttonStyle(.plain).accessibilityIdentifier("leaf")
      }
    }
    func nested(_ depth: Int) -> AnyView {
      if depth == 0 { return AnyView(Leaf()) }
      return AnyView(
        VStack {
          Text("v")
          nested(depth - 1)
        })
    }
    func cost(depth: Int) -> Int {
      let host = TestHost(nested(depth), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
      let before = host.graph.measurements
      host.tap(id: "leaf")
      #expect(host.find(text: "longer") != nil)
      return host.graph.measurements - before
    }
    let costs = [2, 6, 10].map { cost(depth: $0) }
    // Each level on the path costs the same; the "v" siblings are not measured again.
    #expect(costs[2] - costs[1] == costs[1] - costs[0], "costs at depths 2, 6, 10: \(costs)")
    #expect(costs[2] <= 12 * 10, "costs at depths 2, 6, 10: \(costs)")
  }

  @Test func resizingMeasuresAgainAtTheNewSize() {
    let host = TestHost(
      Text("hello world").frame(maxWidth: .infinity), size: CGSize(width: 400, height: 300),
      text: .fixedAdvance)
    let before = host.graph.measurements
    host.resize(to: CGSize(width: 60, height: 300))
    #expect(host.graph.measurements > before)
    #expect(host.tree.find(text: "hello world")?.frame == CGRect(x: 5, y: 130, width: 50, height: 40))
  }
}
