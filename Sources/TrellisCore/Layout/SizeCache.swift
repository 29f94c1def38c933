/// The sizes a node reported for the proposals it was given since its content last changed.
///
/// A handful of entries covers what stacks ask (zero, infinity, ideal and one or two concrete
/// proposals), so a linear search beats hashing.
struct SizeCache {
  private var proposals: [ProposedViewSize] = []
  private var sizes: [CGSize] = []
  private var next = 0
  private static let capacity = 8

  func lookup(_ proposal: ProposedViewSize) -> CGSize? {
    for index in proposals.indices where proposals[index] == proposal {
      return sizes[index]
    }
    return nil
  }

  mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
    if proposals.count < Self.capacity {
      proposals.append(proposal)
      sizes.append(size)
    } else {
      proposals[next] = proposal
      sizes[next] = size
      next = (next + 1) % Self.capacity
    }
  }

  var isEmpty: Bool { proposals.isEmpty }

  mutating func removeAll() {
    proposals.removeAll(keepingCapacity: true)
    sizes.removeAll(keepingCapacity: true)
    next = 0
  }
}
