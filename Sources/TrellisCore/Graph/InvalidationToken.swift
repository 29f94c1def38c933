/// Stands for a view's node wherever something may outlive it: the state cells and observable
/// models it reads, the environment links of its properties.
///
/// Those could hold the node weakly, but a weak reference gives the node a side table, which makes
/// every retain and release of it take the slow path; layout retains nodes constantly. The node
/// clears the token when it leaves the tree or goes away.
final class InvalidationToken: @unchecked Sendable {
  /// Read and written on the main actor only.
  unowned(unsafe) var node: CompositeNodeBase?
  /// The subscriptions to objects' own `objectWillChange` publishers (those that are not an
  /// `ObservableObjectPublisher`), by object; main actor only.
  private var followed: [ObjectIdentifier: FollowedPublisher]?

  init(_ node: CompositeNodeBase) { self.node = node }

  /// The environment the node had when it left the tree: an action that outlives its view
  /// (a menu item's, which runs after the menu closed) still reads its `@Environment` values,
  /// as the view value it captured would in SwiftUI. Main actor only.
  private(set) var detachedEnvironment: EnvironmentValues?

  /// Lets go of the node, which leaves the tree or goes away, and cancels what it followed;
  /// `environment` is what its properties read from now on. (The node detaches again as it
  /// goes away, with none: the environment it left the tree with stays.)
  func detach(keeping environment: EnvironmentValues? = nil) {
    node = nil
    followed = nil
    if let environment { detachedEnvironment = environment }
  }

  /// Invalidates at every value `publisher`, `object`'s `objectWillChange`, sends; once per
  /// object, however many times the node's properties are linked.
  @MainActor func follow<P: Publisher>(_ publisher: P, of object: AnyObject) where P.Failure == Never {
    guard node != nil else { return }
    let key = ObjectIdentifier(object)
    if let existing = followed?[key], existing.object === object { return }
    // The subscription holds the token weakly: the token (so the node) keeps the subscription,
    // never the other way round.
    let cancellable = publisher.sink { @Sendable [weak self] _ in self?.invalidateFromAnyThread() }
    followed = (followed ?? [:]).filter { $0.value.object != nil }
    followed?[key] = FollowedPublisher(object: object, cancellable: cancellable)
  }

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

/// An object's own `objectWillChange` subscription, kept by the token of a node that holds it.
struct FollowedPublisher {
  weak var object: AnyObject?
  let cancellable: AnyCancellable
}
