/// What an ``ObservableObject`` announces its changes through: views that hold the object
/// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) are evaluated again after `send()`.
///
/// `@Published` properties send before they change; call `objectWillChange.send()` yourself
/// before changing anything else the views show.
public final class ObservableObjectPublisher: @unchecked Sendable {
  /// The views subscribed, by token; read and written on the main actor only.
  private var subscribers: [ObjectIdentifier: InvalidationToken] = [:]

  /// A publisher with no subscribers.
  public init() {}

  /// Tells the views that use the object that it is about to change. From another thread, the
  /// views hear it on the main actor.
  public func send() {
    if MainActorThread.isCurrent {
      MainActor.assumeIsolated { notify() }
    } else {
      Task { @MainActor in self.notify() }
    }
  }

  @MainActor private func notify() {
    guard !subscribers.isEmpty else { return }
    // Views that left the tree drop out here rather than when they leave.
    subscribers = subscribers.filter { $0.value.node?.isAlive ?? false }
    for token in subscribers.values { token.invalidate() }
  }

  /// Has the node standing behind `token` evaluated again at every `send()`.
  @MainActor func subscribe(_ token: InvalidationToken) {
    subscribers[ObjectIdentifier(token)] = token
  }
}
