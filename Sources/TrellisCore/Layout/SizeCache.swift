/// The sizes a node reported for the proposals it was given since its content last changed.
///
/// A handful of entries covers what stacks ask (zero, infinity, ideal and one or two concrete
/// proposals), so a linear search beats hashing.
struct SizeCache {
  private var proposals: [ProposedViewSize] = []
  private var sizes: [CGSize] = []
  private var next = 0
  private static let capacity = 32

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
    guides.removeAll(keepingCapacity: true)
    nextGuide = 0
    spacing = nil
  }

  /// The spacing the view prefers, once a container has merged its subviews' preferences.
  var spacing: ViewSpacing?

  // MARK: Explicit alignment guides

  /// Where explicit guides lie at given sizes (nil: the view sets none). A container finds its
  /// guide by asking its subviews for theirs, so without this every level of nesting would
  /// double the work.
  private var guides: [(key: AlignmentKey, size: CGSize, value: CGFloat?)] = []
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
    }
  }
}
