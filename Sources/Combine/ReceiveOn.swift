import Foundation

extension Publishers {
  /// Delivers the upstream's values and completion through a scheduler (on its thread, after
  /// what it already has to run).
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher whose events are moved.
    public let upstream: Upstream
    /// Where they are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Delivers `upstream`'s events through `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber` through the scheduler.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = DemandBuffer(subscriber)
      let scheduler = self.scheduler
      let options = self.options
      let relay = UpstreamSubscriber<Output, Failure>(
        onValue: { [weak buffer] value in scheduler.schedule(options: options) { buffer?.send(value) } },
        onCompletion: { [weak buffer] completion in
          scheduler.schedule(options: options) { buffer?.finish(completion) }
        })
      buffer.onCancel = relay.cancel
      buffer.start()
      upstream.subscribe(relay)
    }
  }
}

extension Publisher {
  /// Delivers values and the completion through `scheduler`, for example on the main queue
  /// for work that updates views.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}
