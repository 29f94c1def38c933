import Foundation

/// What receives a publisher's values: first a subscription, through which it asks for values,
/// then values as many as it asked for, and at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The values it accepts.
  associatedtype Input
  /// The error it accepts.
  associatedtype Failure: Error

  /// Called once, first; the subscriber asks for values through `subscription`.
  func receive(subscription: any Subscription)
  /// Called for each value; returns how many more values the subscriber wants, on top of what
  /// it asked for before.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Called once at the end; nothing follows.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives a `Void` value.
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// The namespace of the subscribers Combine provides and of their demand and completion types.
public enum Subscribers {}

/// Something with an identity for telling subscribers and subscriptions apart.
public protocol CustomCombineIdentifierConvertible {
  /// The identity of this instance.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier for a subscriber or subscription.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  nonisolated(unsafe) private static var counter: UInt64 = 0
  private static let lock = NSLock()

  /// A new identifier, different from every other made this way.
  public init() {
    CombineIdentifier.lock.lock()
    defer { CombineIdentifier.lock.unlock() }
    CombineIdentifier.counter &+= 1
    value = CombineIdentifier.counter | (1 << 63)
  }

  /// The identifier of `object`, the same for as long as it lives.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// The identifier as text.
  public var description: String { "0x" + String(value, radix: 16) }
}
