import Foundation

extension Publishers {
  /// Delivers a value only once the upstream has been quiet for a while after it, through a
  /// scheduler: typing into a search field sends one query when the typing pauses.
  ///
  /// When the upstream finishes, a value still waiting is delivered first.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher debounced.
    public let upstream: Upstream
    /// How long the upstream must be quiet.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// Where values are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Debounces `upstream` by `dueTime` on `scheduler`.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber` through the debouncing.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let buffer = DemandBuffer(subscriber, dropsWithoutDemand: true)
      let state = DebounceState<Output>()
      let (scheduler, dueTime, options) = (self.scheduler, self.dueTime, self.options)
      let relay = UpstreamSubscriber<Output, Failure>(
        onValue: { [weak buffer] value in
          let generation = state.hold(value)
          let deadline = scheduler.now.advanced(by: dueTime)
          scheduler.schedule(after: deadline, tolerance: scheduler.minimumTolerance, options: options) {
            if let value = state.take(generation) { buffer?.send(value) }
          }
        },
        onCompletion: { [weak buffer] completion in
          scheduler.schedule(options: options) {
            if case .finished = completion, let value = state.takeAny() { buffer?.send(value) }
            buffer?.finish(completion)
          }
        })
      buffer.onCancel = relay.cancel
      buffer.start()
      upstream.subscribe(relay)
    }
  }
}

/// The value a debounce holds, tagged so that only the latest deadline delivers it.
final class DebounceState<Value> {
  private var pending: Value?
  private var generation = 0

  func hold(_ value: Value) -> Int {
    pending = value
    generation &+= 1
    return generation
  }

  func take(_ generation: Int) -> Value? {
    guard generation == self.generation else { return nil }
    return takeAny()
  }

  func takeAny() -> Value? {
    defer { pending = nil }
    return pending
  }
}

extension Publisher {
  /// Delivers a value only after `dueTime` passes with no newer value, through `scheduler`.
  ///
  /// ```swift
  /// model.$query
  ///     .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
  ///     .sink { search($0) }
  /// ```
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}
