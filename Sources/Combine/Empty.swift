import Foundation

/// A publisher that delivers nothing and finishes at once, or never if told so.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it finishes as soon as subscribed.
  public let completeImmediately: Bool

  /// An empty publisher that finishes at once (or, with `false`, never).
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  /// An empty publisher for the given types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.init(completeImmediately: completeImmediately)
  }

  /// Finishes the subscriber at once, or never.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}
