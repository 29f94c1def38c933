import Foundation

/// A subscriber that hides the type of the one it wraps (or is made of closures).
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  /// The wrapped subscriber's identity.
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscriptionBody: ((any Subscription) -> Void)?
  private let receiveValueBody: ((Input) -> Subscribers.Demand)?
  private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let any = subscriber as? AnySubscriber<Input, Failure> {
      self = any
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
  }

  /// A subscriber made of closures; a missing value closure asks for nothing more.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription
    receiveValueBody = receiveValue
    receiveCompletionBody = receiveCompletion
  }

  /// The subscriber's name.
  public var description: String { "Anonymous AnySubscriber" }

  /// Hands `subscription` to the wrapped subscriber.
  public func receive(subscription: any Subscription) { receiveSubscriptionBody?(subscription) }
  /// Hands `input` to the wrapped subscriber.
  public func receive(_ input: Input) -> Subscribers.Demand { receiveValueBody?(input) ?? .none }
  /// Hands `completion` to the wrapped subscriber.
  public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody?(completion) }
}
