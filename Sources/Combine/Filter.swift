import Foundation

extension Publishers {
  /// Passes on only the values that satisfy a predicate.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether a value passes.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Filters `upstream` with `isIncluded`.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches `subscriber` through the filter.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(TransformingSubscriber<Output, S>(subscriber) { isIncluded($0) ? $0 : nil })
    }
  }

  /// Passes on a value only when it differs from the one before.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether two consecutive values count as the same.
    public let predicate: (Output, Output) -> Bool

    /// Filters `upstream`, dropping a value when `predicate` says it equals the previous one.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches `subscriber`, with its own memory of the previous value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      var previous: Output?
      upstream.subscribe(
        TransformingSubscriber<Output, S>(subscriber) { value in
          defer { previous = value }
          if let previous, predicate(previous, value) { return nil }
          return value
        })
    }
  }

  /// Drops a number of values first.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher whose first values are dropped.
    public let upstream: Upstream
    /// How many are dropped.
    public let count: Int

    /// Drops `upstream`'s first `count` values.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches `subscriber`, counting from its own start.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var remaining = count
      upstream.subscribe(
        TransformingSubscriber<Output, S>(subscriber) { value in
          guard remaining > 0 else { return value }
          remaining -= 1
          return nil
        })
    }
  }
}

extension Publisher {
  /// Passes on only the values for which `isIncluded` is true.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Drops a value that `predicate` says is the same as the previous one.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Drops the first `count` values (one by default).
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: Swift.max(0, count))
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the previous one.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}
