/// Runs main-actor code from a synchronous nonisolated function that only layout calls, and
/// layout runs on the main actor: the alignment-guide lookups of `ViewDimensions`, which must be
/// nonisolated because `AlignmentID.defaultValue(in:)` is.
///
/// `MainActor.assumeIsolated` checks the current executor on every call; outside a task that
/// check asks libdispatch about the current queue and cost more than the layout work itself (a
/// sixth of a large layout). Debug builds still check.
@inline(__always)
func assumeMainActorUnchecked<T>(_ body: @MainActor () -> T) -> T {
  #if DEBUG
    MainActor.preconditionIsolated("layout runs on the main actor")
  #endif
  return withoutActuallyEscaping(body) { escapable in
    // A main-actor function type has the same representation as a plain one.
    unsafeBitCast(escapable, to: (() -> T).self)()
  }
}

/// Calls `body` with the address of `value`, as `withUnsafeMutablePointer(to:)` does.
///
/// A main-actor closure handed straight to `withUnsafeMutablePointer` loses its isolation in
/// the conversion, so Swift 6 checks the executor on every entry to it: a tenth of linking a
/// view's state. Here the closure keeps its main-actor type, which needs no check.
@inline(__always)
func withUnsafeMutableAddress<T, R>(of value: inout T, _ body: @MainActor (UnsafeMutablePointer<T>) -> R) -> R
{
  withUnsafeMutablePointer(to: &value) { pointer in
    // Only used during the call, on this thread.
    nonisolated(unsafe) let address = pointer
    return assumeMainActorUnchecked { body(address) }
  }
}
