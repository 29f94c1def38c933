import Foundation

/// A publisher that hides the type of the one it wraps, so an API can return
/// `AnyPublisher<User, Error>` whatever chain of operators makes it.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let any = publisher as? AnyPublisher<Output, Failure> {
      self = any
      return
    }
    subscribeBody = { publisher.receive(subscriber: $0) }
  }

  /// The publisher's name.
  public var description: String { "AnyPublisher" }

  /// Attaches `subscriber` to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher with its type hidden.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
