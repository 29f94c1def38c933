/// Stands for a view's node wherever something may outlive it: the state cells and observable
/// models it reads, the environment links of its properties.
///
/// Those could hold the node weakly, but a weak reference gives the node a side table, which makes
/// every retain and release of it take the slow path; layout retains nodes constantly. The node
/// clears the token when it leaves the tree or goes away.
final class InvalidationToken: @unchecked Sendable {
  /// Read and written on the main actor only.
  unowned(unsafe) var node: CompositeNodeBase?

  init(_ node: CompositeNodeBase) { self.node = node }

  /// Schedules the node's body to be evaluated again, if it is still in the tree.
  @MainActor func invalidate() {
    guard let node, node.isAlive else { return }
    node.invalidate()
  }

  /// A handler calling `invalidateFromAnyThread()`: the token itself is its context, so making
  /// it allocates nothing.
  var invalidation: @Sendable () -> Void { { self.invalidateFromAnyThread() } }

  /// Like `invalidate`, from any thread: observable models may change anywhere. On the thread
  /// main-actor code runs on, it invalidates now; elsewhere it hops to the main actor.
  func invalidateFromAnyThread() {
    if MainActorThread.isCurrent {
      MainActor.assumeIsolated { invalidate() }
    } else {
      Task { @MainActor in self.invalidate() }
    }
  }
}
