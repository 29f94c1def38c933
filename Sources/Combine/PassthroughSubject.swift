import Foundation

/// A subject that passes each value sent to the subscribers that have asked for one; it keeps
/// no value, so a subscriber hears only what is sent after it subscribed.
///
/// ```swift
/// let saved = PassthroughSubject<Document, Never>()
/// saved.send(document)
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubjectSubscribers<Output, Failure>()
  private var upstreams: [any Subscription] = []

  /// A subject with no subscribers.
  public init() {}

  deinit { for upstream in upstreams { upstream.cancel() } }

  /// Keeps `subscription` and asks it for every value.
  public func send(subscription: any Subscription) {
    upstreams.append(subscription)
    subscription.request(.unlimited)
  }

  /// Delivers `input` to each subscriber that has demand; the others miss it.
  public func send(_ input: Output) { subscribers.send(input) }

  /// Ends every subscription, and every later one at once.
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber)
  }
}
