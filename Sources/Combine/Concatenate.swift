import Foundation

extension Publishers {
  /// Delivers all of one publisher's values, then, once it finishes, another's.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// The values of both.
    public typealias Output = Suffix.Output
    /// The failure of both.
    public typealias Failure = Suffix.Failure
    /// The publisher delivered first.
    public let prefix: Prefix
    /// The publisher subscribed to once the prefix finishes.
    public let suffix: Suffix

    /// `prefix`'s values, then `suffix`'s.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Attaches `subscriber` to the prefix, then to the suffix.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = DemandBuffer(subscriber)
      let suffix = self.suffix
      var current: UpstreamSubscriber<Output, Failure>?
      let first = UpstreamSubscriber<Output, Failure>(
        onValue: { [weak buffer] in buffer?.send($0) },
        onCompletion: { [weak buffer] completion in
          guard let buffer, buffer.isActive else { return }
          guard case .finished = completion else { return buffer.finish(completion) }
          let second = UpstreamSubscriber<Output, Failure>(
            onValue: { [weak buffer] in buffer?.send($0) },
            onCompletion: { [weak buffer] in buffer?.finish($0) })
          current = second
          suffix.subscribe(second)
        })
      current = first
      buffer.onCancel = { current?.cancel() }
      buffer.start()
      prefix.subscribe(first)
    }
  }
}

extension Publisher {
  /// Delivers `elements` before this publisher's values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self>
  {
    prepend(elements)
  }

  /// Delivers the elements of `elements` before this publisher's values.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
  where S.Element == Output {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Delivers all of `publisher`'s values before this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }
}
