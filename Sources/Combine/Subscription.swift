import Foundation

/// The link between a publisher and one subscriber: the subscriber asks for values through it
/// and cancels it to stop them.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// The namespace of ready-made subscriptions.
public enum Subscriptions {
  /// A subscription that delivers nothing, for publishers that complete at once.
  public static var empty: any Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
