import Foundation

/// A subject that keeps a current value: a new subscriber gets it first, and setting ``value``
/// sends the new value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubjectSubscribers<Output, Failure>()
  private var upstreams: [any Subscription] = []
  private var currentValue: Output

  /// A subject whose current value is `value`.
  public init(_ value: Output) { currentValue = value }

  deinit { for upstream in upstreams { upstream.cancel() } }

  /// The current value; setting it sends it to the subscribers.
  public var value: Output {
    get { currentValue }
    set { send(newValue) }
  }

  /// Keeps `subscription` and asks it for every value.
  public func send(subscription: any Subscription) {
    upstreams.append(subscription)
    subscription.request(.unlimited)
  }

  /// Makes `input` the current value and delivers it to each subscriber that has demand.
  public func send(_ input: Output) {
    guard subscribers.completion == nil else { return }
    currentValue = input
    subscribers.send(input)
  }

  /// Ends every subscription, and every later one at once.
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

  /// Attaches `subscriber`, which gets the current value first.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribers.add(subscriber, initial: currentValue)
  }
}
