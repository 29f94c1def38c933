/// How a stack shared out space for one proposal: what each subview was offered and answered.
///
/// A class over a buffer of its own rather than an array: every allocation of an array of one
/// of our types looks the array's metadata up at run time, which cost more than solving a small
/// stack does.
final class StackSolution {
  /// One subview's part in a solution. The fields used only while solving live here too, so a
  /// solution allocates one buffer for its subviews rather than one per field.
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

  init(count: Int) {
    self.count = count
    children = .allocate(capacity: max(1, count))
    children.initialize(repeating: Child(), count: count)
  }

  deinit {
    children.deinitialize(count: count)
    children.deallocate()
  }

  subscript(index: Int) -> Child {
    get {
      precondition(index >= 0 && index < count, "stack child index out of range")
      return children[index]
    }
    _modify {
      precondition(index >= 0 && index < count, "stack child index out of range")
      yield &children[index]
    }
  }
}
