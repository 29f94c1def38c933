import Foundation

/// A publisher that starts producing only when connected, so that several subscribers can be
/// attached first (a `Timer.publish` timer, for one).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts producing; cancelling the result stops.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// A publisher that connects this one when the first subscriber arrives and disconnects it
  /// when the last one leaves.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

extension Publishers {
  /// Connects its upstream while it has subscribers.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher connected.
    public final let upstream: Upstream
    private var connection: (any Cancellable)?
    private var subscriberCount = 0

    /// Wraps `upstream`.
    public init(_ upstream: Upstream) { self.upstream = upstream }

    deinit { connection?.cancel() }

    /// Attaches `subscriber`, connecting the upstream if it is the first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subscriberCount += 1
      var counted = true
      let leave: () -> Void = { [weak self] in
        guard counted, let self else { return }
        counted = false
        self.subscriberCount -= 1
        if self.subscriberCount == 0 {
          self.connection?.cancel()
          self.connection = nil
        }
      }
      // A subscriber without demand misses ticks rather than piling them up, as in Combine.
      let buffer = DemandBuffer(subscriber, dropsWithoutDemand: true)
      let relay = UpstreamSubscriber<Output, Failure>(
        onValue: { [weak buffer] in buffer?.send($0) },
        onCompletion: { [weak buffer] in
          leave()
          buffer?.finish($0)
        })
      buffer.onCancel = {
        relay.cancel()
        leave()
      }
      upstream.subscribe(relay)
      buffer.start()
      if connection == nil, counted { connection = upstream.connect() }
    }
  }
}
