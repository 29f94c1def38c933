import Foundation

extension Subscribers {
  /// A subscriber that asks for every value and hands each, and the completion, to closures.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    /// The closure given each value.
    public private(set) var receiveValue: (Input) -> Void
    /// The closure given the completion.
    public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var isDone = false

    /// A sink calling `receiveCompletion` and `receiveValue`.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// The sink's name.
    public var description: String { "Sink" }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard !isDone, self.subscription == nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Hands `value` to the value closure.
    public func receive(_ value: Input) -> Subscribers.Demand {
      if !isDone { receiveValue(value) }
      return .none
    }

    /// Hands `completion` to its closure and lets go of both closures.
    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone else { return }
      let action = receiveCompletion
      release()
      action(completion)
    }

    /// Stops the values and lets go of the closures.
    public func cancel() {
      let subscription = self.subscription
      release()
      subscription?.cancel()
    }

    private func release() {
      isDone = true
      subscription = nil
      receiveValue = { _ in }
      receiveCompletion = { _ in }
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion; the subscription lasts as
  /// long as the returned canceller is kept.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values; the subscription lasts as long as the returned
  /// canceller is kept.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
