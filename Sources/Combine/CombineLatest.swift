import Foundation

extension Publishers {
  /// Delivers the latest value of each of two publishers as a pair, whenever either delivers
  /// once both have; finishes when both have, fails as soon as either does.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// The latest values of both.
    public typealias Output = (A.Output, B.Output)
    /// The failure of both.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Combines `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches `subscriber` to both.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = DemandBuffer(subscriber)
      let state = CombineLatestState<A.Output, B.Output, Failure>(buffer: buffer)
      let first = UpstreamSubscriber<A.Output, Failure>(
        onValue: { [weak state] in state?.receiveA($0) },
        onCompletion: { [weak state] in state?.completed($0) })
      let second = UpstreamSubscriber<B.Output, Failure>(
        onValue: { [weak state] in state?.receiveB($0) },
        onCompletion: { [weak state] in state?.completed($0) })
      state.cancellers = [first, second]
      buffer.onCancel = state.cancelAll
      buffer.start()
      a.subscribe(first)
      b.subscribe(second)
    }
  }
}

/// The latest value of each side of a `combineLatest`.
final class CombineLatestState<A, B, Failure: Error> {
  private weak var buffer: DemandBuffer<(A, B), Failure>?
  private var a: A?
  private var b: B?
  private var running = 2
  var cancellers: [any Cancellable] = []

  init(buffer: DemandBuffer<(A, B), Failure>) { self.buffer = buffer }

  func receiveA(_ value: A) {
    a = value
    emit()
  }

  func receiveB(_ value: B) {
    b = value
    emit()
  }

  private func emit() {
    guard let a, let b else { return }
    buffer?.send((a, b))
  }

  func completed(_ completion: Subscribers.Completion<Failure>) {
    running -= 1
    if case .failure = completion {
      cancelAll()
      buffer?.finish(completion)
    } else if running == 0 {
      cancellers.removeAll()
      buffer?.finish(.finished)
    }
  }

  func cancelAll() {
    let all = cancellers
    cancellers.removeAll()
    for canceller in all { canceller.cancel() }
  }
}

extension Publisher {
  /// Pairs the latest values of this publisher and `other` whenever either delivers.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Combines the latest values of this publisher and `other` with `transform` whenever
  /// either delivers.
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}
