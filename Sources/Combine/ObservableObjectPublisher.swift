import Foundation

/// What an ``ObservableObject`` announces its changes through: views that hold the object
/// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) are evaluated again after `send()`,
/// and it is a publisher (`objectWillChange.sink { … }`), as in Combine.
///
/// `@Published` properties send before they change; call `objectWillChange.send()` yourself
/// before changing anything else the views show.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  /// Announces a change and nothing else.
  public typealias Output = Void
  /// It cannot fail.
  public typealias Failure = Never

  /// The views subscribed, by observer; read and written on the main actor only.
  private var subscribers: [ObjectIdentifier: any ObjectChangeObserver] = [:]
  /// The Combine subscribers; guarded by `lock`, since `send()` may come from any thread.
  private let publishers = SubjectSubscribers<Void, Never>()
  private let lock = NSRecursiveLock()

  /// A publisher with no subscribers.
  public init() {}

  /// Tells the views that use the object that it is about to change, and the Combine
  /// subscribers, on the calling thread. From another thread, the views hear it on the main
  /// actor.
  public func send() {
    lock.lock()
    publishers.send(())
    lock.unlock()
    if MainActorThread.isCurrent {
      MainActor.assumeIsolated { notify() }
    } else {
      Task { @MainActor in self.notify() }
    }
  }

  /// Attaches a Combine subscriber, which gets a `Void` value at every `send()`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    lock.lock()
    defer { lock.unlock() }
    publishers.add(subscriber)
  }

  @MainActor private func notify() {
    guard !subscribers.isEmpty else { return }
    // Views that left the tree drop out here rather than when they leave.
    subscribers = subscribers.filter { $0.value.isObserving }
    for observer in subscribers.values { observer.objectWillChange() }
  }

  /// Tells `observer` of every `send()` for as long as it is observing.
  @MainActor package func subscribe(_ observer: some ObjectChangeObserver) {
    subscribers[ObjectIdentifier(observer)] = observer
  }
}

/// What views follow an object's changes through, on the main actor: Trellis's views, told to
/// evaluate their bodies again.
package protocol ObjectChangeObserver: AnyObject {
  /// Whether the observer still wants to hear of changes (its view is still in the tree).
  @MainActor var isObserving: Bool { get }
  /// The object is about to change.
  @MainActor func objectWillChange()
}
