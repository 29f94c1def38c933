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
    _ = UnretainedNodes([LayoutNode]())  // No storage: nothing is read.
  }

  @Test func unretainedReferencesAreTheObjectsWithoutARetain() {
    final class Box { var object: AnyObject? }
    let object = Box()
    let holder = Box()
    holder.object = object
    let before = retainCount(object)
    #expect(unretained(Optional(object))?.takeUnretainedValue() === object)
    #expect(unretainedValue(of: &holder.object)?.takeUnretainedValue() === object)
    #expect(retainCount(object) == before)
    let empty = Box()
    #expect(unretainedValue(of: &empty.object) == nil)
    #expect(unretained(empty.object) == nil)
  }

  /// Collecting a container's subviews through the structural nodes between (a `ForEach`, views
  /// with a body, an `if`) finds the same nodes as before, and leaves no count behind.
  @Test func collectingThroughStructuralNodesFindsEverySubview() throws {
    struct Row: View {
      let index: Int
      var body: some View {
        if index.isMultiple(of: 2) { Text("even \(index)") } else { Text("odd \(index)") }
      }
    }
    let host = TestHost(
      VStack(spacing: 0) { ForEach(0..<4, id: \.self) { Row(index: $0) } },
      size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    var stack: LayoutNode?
    func find(_ node: _Node) {
      if let layout = node as? StackNode { stack = layout }
      node.forEachChild(find)
    }
    find(host.graph.root)
    let container = try #require(stack)
    let nodes = container.subviews
    #expect(nodes.map { ($0 as? TextNode)?.request.string } == ["even 0", "odd 1", "even 2", "odd 3"])
    let counts = nodes.map { retainCount($0) }
    container.forgetCachedSubviews()
    let again = container.subviews
    #expect(zip(again, nodes).allSatisfy { $0 === $1 })
    // The old array and the new one each hold every node once.
    #expect(nodes.map { retainCount($0) } == counts.map { $0 + 1 })
  }

  /// The run time's strong count of `object`.
  private func retainCount(_ object: AnyObject) -> UInt {
    UInt(_getRetainCount(object))
  }
}
