import Testing
import TrellisTesting

@testable import TrellisCore

/// A view whose body is an `if` keeps the branch path in its own node, with no node for the
/// `if`: identity must still follow each branch, and appearing, disappearing and removal
/// transitions behave as for an `if` anywhere else.
@MainActor
struct ConditionalBodyTests {
  typealias Counter = IdentityTests.Counter

  /// A body that is an `if`–`else if`–`else` chain of three counters.
  struct Choice: View {
    let choice: Int
    var body: some View {
      if choice == 0 {
        Counter(name: "c")
      } else if choice == 1 {
        Counter(name: "c").padding(1)
      } else {
        Counter(name: "c")
      }
    }
  }

  /// A modifier on `Choice` would apply to each branch's view (an `if` is a list of views),
  /// through a node for the `if`; so it has none.
  struct Screen: View {
    @State var choice = 0
    var body: some View {
      VStack(spacing: 0) {
        Choice(choice: choice)
        Button("next") { choice = (choice + 1) % 3 }.accessibilityIdentifier("next")
      }
    }
  }

  private func choiceNode(in graph: ViewGraph) -> CompositeNode<Choice>? {
    var found: CompositeNode<Choice>?
    func visit(_ node: _Node) {
      if let match = node as? CompositeNode<Choice> { found = match }
      node.forEachChild(visit)
    }
    visit(graph.root)
    return found
  }

  @Test func theBodysIfHasNoNodeOfItsOwn() throws {
    let host = TestHost(Screen(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let node = try #require(choiceNode(in: host.graph))
    #expect(!(node.child is BranchNode))
    #expect(node.child is CompositeNode<Counter>)
    #expect(node.conditionalPath == 0b100)
    host.tap(id: "next")
    #expect(node.conditionalPath == 0b101)
    #expect(!(node.child is BranchNode))
    host.tap(id: "next")
    #expect(node.conditionalPath == 0b11)
  }

  @Test func eachBranchIsItsOwnIdentity() {
    let host = TestHost(Screen(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(id: "c")
    host.tap(id: "c")
    #expect(host.find(text: "c=2") != nil)
    host.tap(id: "next")
    #expect(host.find(text: "c=0") != nil)
    // The second branch's padding: a point above the counter.
    #expect(host.frame(of: "c")?.minY == (host.frame(of: "next")?.minY ?? 0) - 21)
    host.tap(id: "c")
    host.tap(id: "next")
    #expect(host.find(text: "c=0") != nil)
    #expect(host.frame(of: "c")?.minY == (host.frame(of: "next")?.minY ?? 0) - 20)
    host.tap(id: "next")
    #expect(host.find(text: "c=0") != nil)
  }

  @Test func theSameBranchKeepsItsState() {
    struct Named: View {
      let name: String
      let shown: Bool
      var body: some View {
        if shown { Counter(name: name) } else { Text("hidden") }
      }
    }
    struct Holder: View {
      @State var name = "a"
      @State var shown = true
      var body: some View {
        VStack {
          Named(name: name, shown: shown)
          Button("rename") { name = name == "a" ? "b" : "a" }.accessibilityIdentifier("rename")
          Button("toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
        }
      }
    }
    let host = TestHost(Holder(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(id: "a")
    host.tap(id: "rename")
    #expect(host.find(text: "b=1") != nil)
    host.tap(id: "toggle")
    #expect(host.find(text: "hidden") != nil)
    #expect(host.find(id: "b") == nil)
    host.tap(id: "toggle")
    #expect(host.find(text: "b=0") != nil)
  }

  @Test func branchesAppearAndDisappear() {
    struct Tracked: View {
      let first: Bool
      @Binding var log: [String]
      var body: some View {
        if first {
          Text("one").onAppear { log.append("+one") }.onDisappear { log.append("-one") }
        } else {
          Text("two").onAppear { log.append("+two") }.onDisappear { log.append("-two") }
        }
      }
    }
    struct Holder: View {
      @State var first = true
      @State var log: [String] = []
      var body: some View {
        VStack {
          Tracked(first: first, log: $log)
          Button("flip") { first.toggle() }.accessibilityIdentifier("flip")
          Text(log.joined(separator: " ")).accessibilityIdentifier("log")
        }
      }
    }
    let host = TestHost(Holder(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "+one") != nil)
    host.tap(id: "flip")
    #expect(host.find(text: "+one -one +two") != nil)
    host.tap(id: "flip")
    #expect(host.find(text: "+one -one +two -two +one") != nil)
  }
}
