import Foundation

extension Publishers {
  /// Delivers the values of two publishers as they come; finishes when both have, fails as soon
  /// as either does.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The values of both.
    public typealias Output = A.Output
    /// The failure of both.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Merges `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` to both.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = DemandBuffer(subscriber)
      let merge = MergeState<Output, Failure>(buffer: buffer, sources: 2)
      buffer.onCancel = merge.cancelAll
      buffer.start()
      a.subscribe(merge.makeSource())
      b.subscribe(merge.makeSource())
    }
  }
}

/// What a merge knows: its upstream subscribers and how many of them are still going.
final class MergeState<Output, Failure: Error> {
  private weak var buffer: DemandBuffer<Output, Failure>?
  private var sources: [UpstreamSubscriber<Output, Failure>] = []
  private var running: Int

  init(buffer: DemandBuffer<Output, Failure>, sources: Int) {
    self.buffer = buffer
    running = sources
  }

  func makeSource() -> UpstreamSubscriber<Output, Failure> {
    let source = UpstreamSubscriber<Output, Failure>(
      onValue: { [weak self] in self?.buffer?.send($0) },
      onCompletion: { [weak self] in self?.sourceCompleted($0) })
    sources.append(source)
    return source
  }

  private func sourceCompleted(_ completion: Subscribers.Completion<Failure>) {
    running -= 1
    if case .failure = completion {
      cancelAll()
      buffer?.finish(completion)
    } else if running == 0 {
      sources.removeAll()
      buffer?.finish(.finished)
    }
  }

  func cancelAll() {
    let all = sources
    sources.removeAll()
    for source in all { source.cancel() }
  }
}

extension Publisher {
  /// Delivers this publisher's values and `other`'s, as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
