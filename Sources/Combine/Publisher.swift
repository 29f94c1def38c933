import Foundation

/// Something that delivers a sequence of values over time, then perhaps a completion: Combine's
/// `Publisher`, which Swift on Linux lacks, with the same requirements so that SwiftUI code
/// written against Combine compiles unchanged.
///
/// Publishers, subjects and operators are not synchronized: use each chain from one thread at a
/// time (the main actor, in a view), and hop threads with ``receive(on:options:)``.
public protocol Publisher<Output, Failure> {
  /// The values the publisher delivers.
  associatedtype Output
  /// The error it may fail with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`, which then gets a subscription, the values it asks for, and at most
  /// one completion. Call ``subscribe(_:)`` rather than this.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// The namespace of the publishers that the operators return.
public enum Publishers {}
