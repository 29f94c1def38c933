// Stacks visit every subview at every proposal. Fetching a subview from an array retains and
// releases it, atomic operations on objects spread over memory, and by cycles they were about a
// third of the layout pass; so the hot loops call subviews through unretained references into
// the array that keeps them alive.

/// The nodes of an array as unretained references, read from its storage.
///
/// Valid while the array it was made from is held unchanged: a native array's storage neither
/// moves nor changes while a reference to it is held (a change would copy it). Users keep the
/// array alive past their last read (a parameter is; a local needs `_fixLifetime`).
struct UnretainedNodes<Node: AnyObject> {
  private let base: UnsafeRawPointer?
  /// How many nodes there are.
  let count: Int

  /// The nodes of `array`. Nonisolated, so that the closure reading its storage needs no
  /// executor check.
  nonisolated init(_ array: [Node]) {
    // The pointer outlives the closure that gives it, which the array held by the caller allows.
    base = array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    count = array.count
  }

  private init(base: UnsafeRawPointer?, count: Int) {
    self.base = base
    self.count = count
  }

  /// No nodes, with a count of -1: what a layout node holds before it collects its subviews.
  static var uncollected: Self { Self(base: nil, count: -1) }

  /// Whether this stands for collected nodes (none, perhaps), not `uncollected`.
  var isCollected: Bool { count >= 0 }

  /// The node at `index`, which must be within the array. Loaded as `Unmanaged`, which a
  /// reference's bits are, so that reading it retains nothing.
  subscript(index: Int) -> Unmanaged<Node> {
    base.unsafelyUnwrapped.load(fromByteOffset: index * MemoryLayout<Node>.stride, as: Unmanaged<Node>.self)
  }
}

extension _Node {
  /// Has each of `children` append its layout nodes to `result`, calling them unretained:
  /// containers collect their subviews through every structural node between, and each child
  /// fetched from an array was retained and released on the way.
  ///
  /// Collecting changes no node's children, and `children`, a parameter, is held for the call.
  @inline(__always)
  final func collectLayoutNodes(of children: [_Node], into result: inout [LayoutNode]) {
    let unretained = UnretainedNodes(children)
    for index in 0..<children.count {
      withUnretained(unretained[index]) { $0.collectLayoutNodes(into: &result) }
    }
  }

  /// Has `child`, if any, append its layout nodes to `result`, called unretained: the node that
  /// holds it keeps it while collecting, which changes no node's children.
  @inline(__always)
  final func collectLayoutNodes(of child: inout _Node?, into result: inout [LayoutNode]) {
    guard let child = unretainedValue(of: &child) else { return }
    withUnretained(child) { $0.collectLayoutNodes(into: &result) }
  }
}

extension LayoutNode {
  /// A copy of `array` in storage of its own size. Nonisolated, so that the closure needs no
  /// executor check.
  nonisolated static func copied(_ array: [LayoutNode]) -> [LayoutNode] {
    array.withUnsafeBufferPointer { Array($0) }
  }
}
