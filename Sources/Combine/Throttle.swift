import Foundation

extension Publishers {
  /// Delivers at most one value per interval, through a scheduler: the first value at once, then,
  /// at the end of each interval in which values came, the latest (or the first) of them.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher throttled.
    public let upstream: Upstream
    /// The shortest time between two values delivered.
    public let interval: Context.SchedulerTimeType.Stride
    /// Where values are delivered.
    public let scheduler: Context
    /// Whether an interval delivers its latest value rather than its first.
    public let latest: Bool

    /// Throttles `upstream` to one value per `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Attaches `subscriber` through the throttling.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = DemandBuffer(subscriber, dropsWithoutDemand: true)
      let state = ThrottleState<Output, Failure, Context>(
        buffer: buffer, interval: interval, scheduler: scheduler, latest: latest)
      let relay = UpstreamSubscriber<Output, Failure>(
        onValue: { [weak state] in state?.receive($0) },
        onCompletion: { [weak state] in state?.complete($0) })
      buffer.onCancel = {
        relay.cancel()
        state.cancel()
      }
      buffer.start()
      upstream.subscribe(relay)
    }
  }
}

/// When a throttle last delivered, and the value waiting for the end of the interval.
final class ThrottleState<Output, Failure: Error, Context: Scheduler> {
  private weak var buffer: DemandBuffer<Output, Failure>?
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  private var lastDelivery: Context.SchedulerTimeType?
  private var pending: Output?
  private var waiting = false
  private var cancelled = false

  init(
    buffer: DemandBuffer<Output, Failure>, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    latest: Bool
  ) {
    self.buffer = buffer
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
  }

  func receive(_ value: Output) {
    let now = scheduler.now
    if !waiting, lastDelivery.map({ $0.advanced(by: interval) <= now }) ?? true {
      lastDelivery = now
      scheduler.schedule(options: nil) { [weak self] in self?.buffer?.send(value) }
      return
    }
    if latest || pending == nil { pending = value }
    guard !waiting else { return }
    waiting = true
    let due = (lastDelivery ?? now).advanced(by: interval)
    scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: nil) { [weak self] in
      self?.deliverPending()
    }
  }

  private func deliverPending() {
    waiting = false
    guard !cancelled, let value = pending else { return }
    pending = nil
    lastDelivery = scheduler.now
    buffer?.send(value)
  }

  func complete(_ completion: Subscribers.Completion<Failure>) {
    // Kept alive by the scheduled action until it has run.
    scheduler.schedule(options: nil) { [self] in
      if case .finished = completion, let value = pending {
        pending = nil
        buffer?.send(value)
      }
      buffer?.finish(completion)
    }
  }

  func cancel() {
    cancelled = true
    pending = nil
  }
}

extension Publisher {
  /// Delivers at most one value per `interval`: the first at once, then the latest (or, with
  /// `latest: false`, the first) of those that came during each interval.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
    -> Publishers.Throttle<Self, S>
  {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
