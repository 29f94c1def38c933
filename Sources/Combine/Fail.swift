import Foundation

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error delivered.
  public let error: Failure

  /// A publisher failing with `error`.
  public init(error: Failure) { self.error = error }

  /// A publisher of `Output` values failing with `failure`.
  public init(outputType: Output.Type, failure: Failure) { error = failure }

  /// Fails the subscriber at once.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}
