import Foundation

extension Subscribers {
  /// A subscriber that writes each value to a property of an object, which it keeps alive.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    /// Assignment cannot fail.
    public typealias Failure = Never

    /// The object written to, until the subscription ends.
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// A subscriber writing to `keyPath` of `object`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// The subscriber's name.
    public var description: String { "Assign \(Root.self)" }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard object != nil, self.subscription == nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Writes `value` to the property.
    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    /// Lets go of the object.
    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    /// Stops the writes and lets go of the object.
    public func cancel() {
      let subscription = self.subscription
      self.subscription = nil
      object = nil
      subscription?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to `keyPath` of `object`, which the subscription keeps alive (beware of
  /// cycles when `object` keeps the canceller).
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
