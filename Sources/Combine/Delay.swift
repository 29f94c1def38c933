import Foundation

extension Publishers {
  /// Delivers each value, and the completion, a fixed time after it came, through a scheduler.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher delayed.
    public let upstream: Upstream
    /// How long each event is held.
    public let interval: Context.SchedulerTimeType.Stride
    /// The tolerance of each delivery's time.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// Where events are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Delays `upstream`'s events by `interval` on `scheduler`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context, options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber` through the delay.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = DemandBuffer(subscriber)
      let (scheduler, interval, tolerance, options) = (
        self.scheduler, self.interval, self.tolerance, self.options
      )
      let relay = UpstreamSubscriber<Output, Failure>(
        onValue: { [weak buffer] value in
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
          ) {
            buffer?.send(value)
          }
        },
        onCompletion: { [weak buffer] completion in
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options
          ) {
            buffer?.finish(completion)
          }
        })
      buffer.onCancel = relay.cancel
      buffer.start()
      upstream.subscribe(relay)
    }
  }
}

extension Publisher {
  /// Delivers each value and the completion `interval` later, through `scheduler`.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler,
      options: options)
  }
}
