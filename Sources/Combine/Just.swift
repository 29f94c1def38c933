import Foundation

/// A publisher that delivers one value, then finishes.
public struct Just<Output>: Publisher {
  /// `Just` cannot fail.
  public typealias Failure = Never

  /// The value delivered.
  public let output: Output

  /// A publisher delivering `output` once.
  public init(_ output: Output) { self.output = output }

  /// Delivers the value when asked for, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let buffer = DemandBuffer(subscriber)
    buffer.send(output)
    buffer.finish(.finished)
    buffer.start()
  }
}

extension Just: Equatable where Output: Equatable {}
