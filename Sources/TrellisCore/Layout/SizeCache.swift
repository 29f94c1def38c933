/// The sizes a node reported for the proposals it was given since its content last changed.
///
/// A handful of entries covers what stacks ask (zero, infinity, ideal and one or two concrete
/// proposals), so a linear search beats hashing.
struct SizeCache {
  /// A proposal and the size given for it.
  struct Entry {
    var proposal: ProposedViewSize
    var size: CGSize
  }

  /// One array, allocated once with room for what most nodes are asked: every allocation of an
  /// array of a type of ours looks its metadata up at run time, which in large layouts cost more
  /// than the measuring.
  private(set) var entries: [Entry] = []
  private var next = 0
  private static let capacity = 32
  private static let initialCapacity = 8
  /// Whether an entry was overwritten since the cache was last emptied, so that what callers
  /// measured earlier is no longer all on record.
  private(set) var hasEvicted = false

  // The lookups are `mutating` though they change nothing: the cache is a node's stored
  // property, and a non-mutating call on it copies the whole cache (retaining its arrays) first.

  mutating func lookup(_ proposal: ProposedViewSize) -> CGSize? {
    for index in entries.indices where entries[index].proposal == proposal {
      return entries[index].size
    }
    return nil
  }

  mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
    if entries.count < Self.capacity {
      if entries.capacity == 0 { entries.reserveCapacity(Self.initialCapacity) }
      entries.append(Entry(proposal: proposal, size: size))
    } else {
      entries[next] = Entry(proposal: proposal, size: size)
      next = (next + 1) % Self.capacity
      hasEvicted = true
    }
  }

  var isEmpty: Bool { entries.isEmpty }

  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
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
  mutating func guide(_ key: AlignmentKey, at size: CGSize) -> CGFloat?? {
    for index in guides.indices where guides[index].key == key && guides[index].size == size {
      return .some(guides[index].value)
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
  private var stackSolutions: [(key: StackSolutionKey, result: StackSolution)] = []
  private var nextStackSolution = 0
  private static let stackSolutionCapacity = 4

  mutating func stackSolution(for key: StackSolutionKey) -> StackSolution? {
    for index in stackSolutions.indices where stackSolutions[index].key == key {
      return stackSolutions[index].result
    }
    return nil
  }

  mutating func storeStackSolution(_ result: StackSolution, for key: StackSolutionKey) {
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
