import Foundation

extension Publishers {
  /// A publisher that delivers the elements of a sequence, as many as asked for at a time (so an
  /// endless sequence is fine with bounded demand), then finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The sequence's elements.
    public typealias Output = Elements.Element

    /// The elements delivered.
    public let sequence: Elements

    /// A publisher of `sequence`'s elements.
    public init(sequence: Elements) { self.sequence = sequence }

    /// Delivers the elements as they are asked for.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      SequenceSubscription<Elements, Failure>(subscriber, iterator: sequence.makeIterator()).start()
    }
  }
}

extension Sequence {
  /// A publisher of the sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Walks the iterator only as far as the subscriber asks.
private final class SequenceSubscription<Elements: Sequence, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Elements.Element, Failure>?
  private var iterator: Elements.Iterator
  private var next: Elements.Element?
  private var demand = Subscribers.Demand.none
  private var emitting = false

  init<S: Subscriber>(_ subscriber: S, iterator: Elements.Iterator)
  where S.Input == Elements.Element, S.Failure == Failure {
    downstream = AnySubscriber(subscriber)
    self.iterator = iterator
  }

  func start() {
    next = iterator.next()
    guard let downstream else { return }
    downstream.receive(subscription: self)
    if next == nil, self.downstream != nil {
      self.downstream = nil
      downstream.receive(completion: .finished)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    guard !emitting else { return }
    emitting = true
    defer { emitting = false }
    while let subscriber = downstream, self.demand > 0, let value = next {
      next = iterator.next()
      self.demand -= 1
      self.demand += subscriber.receive(value)
      if next == nil, downstream != nil {
        downstream = nil
        subscriber.receive(completion: .finished)
      }
    }
  }

  func cancel() { downstream = nil }
}
