/// How a stack shares out space for one proposal: what each subview is offered and answers.
///
/// A view into scratch memory that a `StackScratch` lends while the stack is solved and used,
/// not an array: every allocation of an array of one of our types looks the array's metadata
/// up at run time, and a stack is solved at several proposals per layout, so allocating
/// there cost more than the solving.
struct StackSolution {
  /// One subview's part in a solution. The fields used only while solving live here too, so a
  /// solution needs one buffer for its subviews rather than one per field.
  struct Child {
    var offer = ProposedViewSize.unspecified
    var size = CGSize.zero
    /// Where the subview's alignment guide lies, from its top or leading edge.
    var guide: CGFloat = 0
    /// The space between this subview and the next.
    var gap: CGFloat = 0
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
    /// While solving: the index of the subview served in this position.
    var served = 0
  }

  /// How many subviews the stack has.
  let count: Int
  private let children: UnsafeMutablePointer<Child>
  /// The distance from the stack's cross-axis start to the alignment guide it lines up.
  var crossBeforeGuide: CGFloat = 0
  /// The stack's size.
  var size = CGSize.zero

  init(count: Int, storage: UnsafeMutablePointer<Child>) {
    self.count = count
    children = storage
  }

  subscript(index: Int) -> Child {
    get {
      precondition(index >= 0 && index < count, "stack child index out of range")
      return children[index]
    }
    nonmutating _modify {
      precondition(index >= 0 && index < count, "stack child index out of range")
      yield &children[index]
    }
  }
}

/// Scratch memory for stack solutions, taken and given back like a call stack: a stack being
/// solved takes room for its subviews, measures them (their stacks take room above its own),
/// and gives it back when done. Memory grows in chunks that are kept for the next layout.
final class StackScratch {
  /// Where the next room starts, to give back to.
  struct Mark {
    fileprivate let chunk: Int
    fileprivate let used: Int
  }

  // Taken and given back for every stack at every proposal, never while another access is
  // under way, so without run-time exclusivity checks.
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<StackSolution.Child>] = []
  @exclusivity(unchecked) private var capacities: [Int] = []
  @exclusivity(unchecked) private var chunk = 0
  @exclusivity(unchecked) private var used = 0
  /// The chunk in use and its size, kept out of the arrays so that the common take, which fits
  /// in it, reads neither array.
  @exclusivity(unchecked) private var current: UnsafeMutablePointer<StackSolution.Child>?
  @exclusivity(unchecked) private var currentCapacity = 0
  /// Room for the first stacks' subviews; later chunks double, so that a small app keeps a few
  /// kilobytes here and a list of thousands of rows needs a handful of chunks.
  private static let firstChunkCapacity = 64

  init() {}

  deinit {
    for base in chunks { base.deallocate() }
  }

  /// Room for a solution of `count` subviews, valid until `giveBack(_:)` gets the returned
  /// mark (or an earlier one).
  func take(_ count: Int) -> (solution: StackSolution, mark: Mark) {
    let mark = Mark(chunk: chunk, used: used)
    if current == nil || count > currentCapacity - used { moveToChunk(for: count) }
    // Set by `moveToChunk` when there was none.
    let storage = current.unsafelyUnwrapped + used
    storage.initialize(repeating: StackSolution.Child(), count: count)
    used += count
    return (StackSolution(count: count, storage: storage), mark)
  }

  /// Moves on to the next chunk, made (or replaced by a larger one) if it cannot hold `count`;
  /// the chunks below stay lent.
  private func moveToChunk(for count: Int) {
    let next = chunks.isEmpty ? 0 : chunk + 1
    if next == chunks.count || capacities[next] < count {
      let previous =
        next < capacities.count ? capacities[next] : (capacities.last ?? Self.firstChunkCapacity / 2)
      let capacity = max(count, previous * 2)
      let base = UnsafeMutablePointer<StackSolution.Child>.allocate(capacity: capacity)
      if next == chunks.count {
        chunks.append(base)
        capacities.append(capacity)
      } else {
        chunks[next].deallocate()
        chunks[next] = base
        capacities[next] = capacity
      }
    }
    chunk = next
    used = 0
    current = chunks[next]
    currentCapacity = capacities[next]
  }

  /// Gives back everything taken since `mark` was returned.
  func giveBack(_ mark: Mark) {
    if mark.chunk != chunk {
      current = chunks[mark.chunk]
      currentCapacity = capacities[mark.chunk]
    }
    chunk = mark.chunk
    used = mark.used
  }

  /// Takes room through an unretained reference: the graph keeps its scratch, and retaining it
  /// around every stack's solving cost as much as taking the room.
  static func take(_ count: Int, from scratch: Unmanaged<StackScratch>) -> (
    solution: StackSolution, mark: Mark
  ) {
    scratch._withUnsafeGuaranteedRef { $0.take(count) }
  }

  /// Gives back room through an unretained reference, as `take(_:from:)` takes it.
  static func giveBack(_ mark: Mark, to scratch: Unmanaged<StackScratch>) {
    scratch._withUnsafeGuaranteedRef { $0.giveBack(mark) }
  }
}
