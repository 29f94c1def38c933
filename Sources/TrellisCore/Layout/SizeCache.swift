/// The sizes a node reported for the proposals it was given since its content last changed.
///
/// A handful of entries covers what stacks ask (zero, infinity, ideal and one or two concrete
/// proposals), so a linear search beats hashing.
struct SizeCache {
  private var proposals: [ProposedViewSize] = []
  private var sizes: [CGSize] = []
  private var next = 0
  private static let capacity = 32
  /// Whether an entry was overwritten since the cache was last emptied, so that what callers
  /// measured earlier is no longer all on record.
  private(set) var hasEvicted = false

  /// Every cached proposal with the size given for it.
  var entries: Zip2Sequence<[ProposedViewSize], [CGSize]> { zip(proposals, sizes) }

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
      hasEvicted = true
    }
  }

  var isEmpty: Bool { proposals.isEmpty }

  mutating func removeAll() {
    proposals.removeAll(keepingCapacity: true)
    sizes.removeAll(keepingCapacity: true)
    next = 0
    guides.removeAll(keepingCapacity: true)
    nextGuide = 0
    spacing = nil
    hasEvicted = false
    stackSolutions.removeAll(keepingCapacity: true)
    nextStackSolution = 0
  }

  /// The spacing the view prefers, once a container has merged its subviews' preferences.
  var spacing: ViewSpacing?

  // MARK: Explicit alignment guides

  /// Where explicit guides lie at given sizes (nil: the view sets none). A container finds its
  /// guide by asking its subviews for theirs, so without this every level of nesting would
  /// double the work.
  private(set) var guides: [(key: AlignmentKey, size: CGSize, value: CGFloat?)] = []
  private var nextGuide = 0

  /// The cached position of `key` at `size`: nil when not cached, `.some(nil)` when the view
  /// has no explicit value for it.
  func guide(_ key: AlignmentKey, at size: CGSize) -> CGFloat?? {
    for entry in guides where entry.key == key && entry.size == size {
      return .some(entry.value)
    }
    return nil
  }

  mutating func storeGuide(_ value: CGFloat?, for key: AlignmentKey, at size: CGSize) {
    if guides.count < Self.capacity {
      guides.append((key, size, value))
    } else {
      guides[nextGuide] = (key, size, value)
      nextGuide = (nextGuide + 1) % Self.capacity
      hasEvicted = true
    }
  }

  // MARK: Stack solutions

  /// How stacks laid out with this node as their container shared out space for recent
  /// proposals: placing a stack at the proposal it was just measured at (the usual case) then
  /// does not share it out again. Dropped with the sizes, whenever a subview's layout changes.
  private var stackSolutions: [(key: StackSolutionKey, result: StackAlgorithm.Result)] = []
  private var nextStackSolution = 0
  private static let stackSolutionCapacity = 4

  func stackSolution(for key: StackSolutionKey) -> StackAlgorithm.Result? {
    for entry in stackSolutions where entry.key == key { return entry.result }
    return nil
  }

  mutating func storeStackSolution(_ result: StackAlgorithm.Result, for key: StackSolutionKey) {
    if stackSolutions.count < Self.stackSolutionCapacity {
      stackSolutions.append((key, result))
    } else {
      stackSolutions[nextStackSolution] = (key, result)
      nextStackSolution = (nextStackSolution + 1) % Self.stackSolutionCapacity
    }
  }
}

/// What a stack's solution depends on besides its subviews' sizes.
struct StackSolutionKey: Equatable {
  var proposal: ProposedViewSize
  var axis: Axis
  var alignment: AlignmentKey
  var spacing: CGFloat?
  var subviews: Range<Int>
}
