import Testing
import TrellisTesting

@testable import TrellisCore

/// A container's subviews are collected in a buffer the graph reuses, sized for the most
/// subviews collected so far; a small container must not keep that much room.
@MainActor
struct SubviewsStorageTests {
  @Test func aSmallContainerAfterALargeOneKeepsRoomForItsOwnSubviewsOnly() {
    let view = VStack {
      ForEach(0..<1000, id: \.self) { Text("row \($0)") }
      HStack {
        Text("a")
        Text("b")
      }
    }
    let host = TestHost(view, size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    var stacks: [StackNode] = []
    func visit(_ node: _Node) {
      if let stack = node as? StackNode { stacks.append(stack) }
      node.forEachChild(visit)
    }
    visit(host.graph.root)
    let (column, row) = (stacks[0], stacks[1])
    #expect(column.subviews.count == 1001)
    #expect(row.subviews.count == 2)
    #expect(row.subviews.capacity < 16)
    #expect(row.subviews.map(\.typeName) == ["Text", "Text"])
  }
}
