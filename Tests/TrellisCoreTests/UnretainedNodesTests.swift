import Testing
import TrellisTesting

@testable import TrellisCore

/// The unretained view of a node array that stacks iterate.
@MainActor
struct UnretainedNodesTests {
  @Test func readsTheArraysNodesWithoutRetainingThem() throws {
    let host = TestHost(
      VStack {
        Text("a")
        Text("b")
        Text("c")
      }, size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    var stack: LayoutNode?
    func find(_ node: _Node) {
      if let layout = node as? StackNode { stack = layout }
      node.forEachChild(find)
    }
    find(host.graph.root)
    let nodes = try #require(stack).subviews
    #expect(nodes.count == 3)
    let counts = nodes.map { retainCount($0) }
    let unretained = UnretainedNodes(nodes)
    for index in nodes.indices {
      #expect(unretained[index].takeUnretainedValue() === nodes[index])
      withUnretained(unretained[index]) { node in
        #expect(node === nodes[index])
      }
    }
    #expect(nodes.map { retainCount($0) } == counts)
    _ = UnretainedNodes([])  // No storage: nothing is read.
  }

  /// The run time's strong count of `object`.
  private func retainCount(_ object: AnyObject) -> UInt {
    UInt(_getRetainCount(object))
  }
}
