/// Gathers the layout nodes a subtree contributes to its enclosing container, unretained: the
/// tree keeps them alive while it is walked, so only the array finally made of them retains
/// them, once each.
///
/// Collecting into an array retained every node on the way in and released it again when the
/// reused buffer was emptied; and an array that took the buffer's storage kept its capacity,
/// the most nodes collected so far.
struct LayoutNodeCollector {
  private var nodes: [Unmanaged<LayoutNode>] = []

  /// How many nodes are collected.
  var count: Int { nodes.count }

  /// Adds `node` after those collected.
  mutating func append(_ node: LayoutNode) {
    nodes.append(Unmanaged.passUnretained(node))
  }

  /// The nodes collected, in an array as large as they need; the collector is emptied and keeps
  /// its capacity.
  mutating func take() -> [LayoutNode] {
    let count = nodes.count
    let result = [LayoutNode](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count {
        (buffer.baseAddress! + index).initialize(to: nodes[index].takeUnretainedValue())
      }
      initialized = count
    }
    nodes.removeAll(keepingCapacity: true)
    return result
  }
}

extension _Node {
  /// Appends the layout nodes this node contributes to its enclosing layout container to
  /// `array`.
  func collectLayoutNodes(into array: inout [LayoutNode]) {
    var collector = LayoutNodeCollector()
    collectLayoutNodes(into: &collector)
    array.append(contentsOf: collector.take())
  }
}
