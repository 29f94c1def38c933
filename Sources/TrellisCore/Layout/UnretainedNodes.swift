// Stacks visit every subview at every proposal. Fetching a subview from an array retains and
// releases it, atomic operations on objects spread over memory, and by cycles they were about a
// third of the layout pass; so the hot loops call subviews through unretained references into
// the array that keeps them alive.

/// Calls `body` with the object `reference` stands for, neither retained nor released.
///
/// Written here rather than calling `_withUnsafeGuaranteedRef` directly: a main-actor closure
/// handed to the standard library gets a run-time check of the executor on every call, which
/// cost more than the retain it saves; a function of this module takes it as it is.
@inline(__always)
func withUnretained<T: AnyObject, R>(_ reference: Unmanaged<T>, _ body: (T) -> R) -> R {
  reference._withUnsafeGuaranteedRef(body)
}

/// The nodes of an array as unretained references, read from its storage.
///
/// Valid while the array it was made from is held unchanged: a native array's storage neither
/// moves nor changes while a reference to it is held (a change would copy it). Users keep the
/// array alive past their last read (a parameter is; a local needs `_fixLifetime`).
struct UnretainedNodes {
  private let base: UnsafeRawPointer?

  /// The nodes of `array`. Nonisolated, so that the closure reading its storage needs no
  /// executor check.
  nonisolated init(_ array: [LayoutNode]) {
    // The pointer outlives the closure that gives it, which the array held by the caller allows.
    base = array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  /// The node at `index`, which must be within the array. Loaded as `Unmanaged`, which a
  /// reference's bits are, so that reading it retains nothing.
  subscript(index: Int) -> Unmanaged<LayoutNode> {
    base.unsafelyUnwrapped.load(
      fromByteOffset: index * MemoryLayout<LayoutNode>.stride, as: Unmanaged<LayoutNode>.self)
  }
}

extension LayoutNode {
  /// A copy of `array` in storage of its own size. Nonisolated, so that the closure needs no
  /// executor check.
  nonisolated static func copied(_ array: [LayoutNode]) -> [LayoutNode] {
    array.withUnsafeBufferPointer { Array($0) }
  }
}
