public import Foundation

extension Timer {
  /// A publisher that delivers the current date every `interval` seconds once connected, as in
  /// Combine; `.autoconnect()` connects it while it has subscribers.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
  /// ```
  /// On `RunLoop.main` the ticks are dispatch timer events on the main queue, which wake a
  /// Trellis app's event loop: the app sleeps between ticks, and does not wake at all for a
  /// timer that is not connected.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// Delivers the date at each tick while connected; subscribers without demand miss ticks.
  public final class TimerPublisher: ConnectablePublisher {
    /// The date of each tick.
    public typealias Output = Date
    /// A timer cannot fail.
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: TimeInterval
    /// How late a tick may come, for the system to group wake-ups.
    public let tolerance: TimeInterval?
    /// The run loop whose thread the ticks come on.
    public let runLoop: RunLoop
    /// The run loop mode (kept for compatibility; ticks on the main run loop come in every mode).
    public let mode: RunLoop.Mode
    /// The scheduler's options.
    public let options: RunLoop.SchedulerOptions?

    private let subscribers = SubjectSubscribers<Date, Never>()
    private var connection: (any Cancellable)?

    /// A timer publisher; nothing ticks until it is connected.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      // A zero, negative or NaN interval would spin; a millisecond is the least the loop honours.
      self.interval = interval.isFinite ? Swift.max(interval, 0.001) : .greatestFiniteMagnitude
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    deinit { connection?.cancel() }

    /// Attaches `subscriber`; it hears the ticks after it subscribed.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subscribers.add(subscriber)
    }

    /// Starts ticking, once; cancelling the result stops the timer.
    public func connect() -> any Cancellable {
      if connection == nil {
        let start = runLoop.now.advanced(by: .init(interval))
        // A NaN or negative tolerance would let the ticks drift without bound.
        let leeway = tolerance.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
        let tick = runLoop.schedule(
          after: start, interval: .init(interval), tolerance: .init(leeway), options: options
        ) { [weak self] in self?.subscribers.send(Date()) }
        connection = tick
      }
      return AnyCancellable { [weak self] in
        self?.connection?.cancel()
        self?.connection = nil
      }
    }
  }
}
