public import Foundation

extension RunLoop: Scheduler {
  /// A date, as a run-loop scheduler tells time.
  public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
    /// The date.
    public var date: Date

    /// The scheduler time at `date`.
    public init(_ date: Date) { self.date = date }

    /// The seconds from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

    /// The time `n` seconds later.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }

    /// A run-loop scheduler's interval, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      /// `value` seconds.
      public init(integerLiteral value: TimeInterval) { magnitude = value }
      /// `value` seconds.
      public init(floatLiteral value: TimeInterval) { magnitude = value }
      /// `source` seconds, if it converts.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      /// `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

      /// Orders intervals.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      /// The product.
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      /// Adds `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// A run loop takes no options.
  public struct SchedulerOptions: Sendable {}

  /// The current date.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

  /// Whether actions go to the main dispatch queue: a Trellis app's event loop drains that queue
  /// and never runs `RunLoop.main` itself, so `RunLoop.main`'s work is done there.
  private var usesMainQueue: Bool { self === RunLoop.main }

  /// Runs `action` on the run loop's thread.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if usesMainQueue { return DispatchQueue.main.schedule(options: nil, action) }
    let work = UncheckedSendableAction(run: action)
    perform { work.run() }
  }

  /// Runs `action` on the run loop's thread at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    if usesMainQueue {
      return DispatchQueue.main.schedule(
        after: DispatchQueue.main.time(at: date.date), tolerance: .nanoseconds(0), action)
    }
    let work = UncheckedSendableAction(run: action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
  }

  /// Runs `action` on the run loop's thread at `date` and every `interval` after, until the
  /// result is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    if usesMainQueue {
      return DispatchQueue.main.schedule(
        after: DispatchQueue.main.time(at: date.date), interval: .init(interval.magnitude),
        tolerance: .init(tolerance.magnitude), action)
    }
    let work = UncheckedSendableAction(run: action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.run() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

extension DispatchQueue {
  /// The dispatch time at wall-clock `date`.
  func time(at date: Date) -> SchedulerTimeType {
    let seconds = date.timeIntervalSinceNow
    return now.advanced(by: .init(seconds.isFinite ? seconds : 0))
  }
}
