import Testing
import TrellisTesting

@testable import TrellisCore

/// An `if` nested directly in a branch of another (an `else if` chain, a `switch`) shares the
/// outer `if`'s node, which keeps the path of branches taken: identity must still follow each
/// branch, as with a node a level.
@MainActor
struct NestedConditionalTests {
  typealias Counter = IdentityTests.Counter

  /// Three branches of the same type, one `if`–`else if`–`else` chain.
  struct Chain: View {
    @State var choice = 0
    var body: some View {
      VStack {
        if choice == 0 {
          Counter(name: "c")
        } else if choice == 1 {
          Counter(name: "c")
        } else {
          Counter(name: "c")
        }
        Button("next") { choice = (choice + 1) % 3 }.accessibilityIdentifier("next")
      }
    }
  }

  /// The nodes of `if`s: branch nodes with a path (a leading 1, then a bit a level), unlike those
  /// of optional views and `AnyView`.
  private func branchNodes(in graph: ViewGraph) -> [BranchNode] {
    var found: [BranchNode] = []
    func visit(_ node: _Node) {
      if let branch = node as? BranchNode, let path = branch.branch, path >= 2 { found.append(branch) }
      node.forEachChild(visit)
    }
    visit(graph.root)
    return found
  }

  @Test func aThreeBranchChainHasOneNode() {
    let host = TestHost(Chain(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let nodes = branchNodes(in: host.graph)
    #expect(nodes.count == 1)
    // The view builder balances the chain: the first branch is the first of the first pair.
    #expect(nodes.first?.branch == 0b100)
    host.tap(id: "next")
    #expect(branchNodes(in: host.graph).map(\.branch) == [0b101])
    host.tap(id: "next")
    #expect(branchNodes(in: host.graph).map(\.branch) == [0b11])
  }

  @Test func eachBranchOfAChainIsItsOwnIdentity() {
    let host = TestHost(Chain(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(id: "c")
    host.tap(id: "c")
    #expect(host.find(text: "c=2") != nil)
    // First to second: both inside the inner pair, so only the inner level's bit changes.
    host.tap(id: "next")
    #expect(host.find(text: "c=0") != nil)
    host.tap(id: "c")
    #expect(host.find(text: "c=1") != nil)
    // Second to third: the outer level changes.
    host.tap(id: "next")
    #expect(host.find(text: "c=0") != nil)
    host.tap(id: "c")
    // Back to the first: fresh state again.
    host.tap(id: "next")
    #expect(host.find(text: "c=0") != nil)
  }

  @Test func stayingOnABranchKeepsStateAndUpdatesTheView() {
    struct Labelled: View {
      @State var label = "a"
      @State var deep = true
      var body: some View {
        VStack {
          if !deep {
            Text("shallow")
          } else if label.isEmpty {
            Text("empty")
          } else {
            Counter(name: label)
          }
          Button("rename") { label = label == "a" ? "b" : "a" }.accessibilityIdentifier("rename")
        }
      }
    }
    let host = TestHost(Labelled(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(id: "a")
    #expect(host.find(text: "a=1") != nil)
    host.tap(id: "rename")
    // Same branch path: the counter keeps its state and shows its new name.
    #expect(host.find(text: "b=1") != nil)
  }

  /// Three levels of `if`, each showing its first branch or a text.
  typealias Three<T: View> = _ConditionalContent<
    _ConditionalContent<_ConditionalContent<T, Text>, Text>, Text
  >

  static func three<T: View>(_ content: T) -> Three<T> { .trueContent(.trueContent(.trueContent(content))) }

  /// `if`s nested twelve levels deep: deeper than one node's path, so the ones past it get a
  /// node of their own. `flip` changes the eleventh level's branch.
  struct Deep: View {
    @State var innermostFirst = true
    var body: some View {
      VStack {
        NestedConditionalTests.deep(innermostFirst: innermostFirst)
        Button("flip") { innermostFirst.toggle() }.accessibilityIdentifier("flip")
      }
    }
  }

  static func deep(innermostFirst: Bool) -> Three<Three<Three<Three<Counter>>>> {
    let innermost: Three<Counter> =
      innermostFirst
      ? .trueContent(.trueContent(.trueContent(Counter(name: "d"))))
      : .trueContent(.falseContent(Text("other")))
    return three(three(three(innermost)))
  }

  @Test func ifsNestedPastAPathsLengthGetANodeOfTheirOwn() {
    let host = TestHost(Deep(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(branchNodes(in: host.graph).count == 2)
    host.tap(id: "d")
    #expect(host.find(text: "d=1") != nil)
    host.tap(id: "flip")
    #expect(host.find(text: "other") != nil)
    #expect(host.find(id: "d") == nil)
    host.tap(id: "flip")
    #expect(host.find(text: "d=0") != nil)
    #expect(branchNodes(in: host.graph).count == 2)
  }
}
