import Dispatch
public import Foundation

extension DispatchQueue: Scheduler {
  /// A dispatch time, as a scheduler tells time.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The time.
    public var dispatchTime: DispatchTime

    /// The scheduler time at `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    /// The nanoseconds from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = Int64(clamping: dispatchTime.uptimeNanoseconds)
      let end = Int64(clamping: other.dispatchTime.uptimeNanoseconds)
      return Stride(.nanoseconds(Int(clamping: end &- start)))
    }

    /// The time `n` later (or earlier, if negative).
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let base = Int64(clamping: dispatchTime.uptimeNanoseconds)
      let (sum, overflow) = base.addingReportingOverflow(Int64(n.magnitude))
      let clamped = overflow ? (n.magnitude > 0 ? Int64.max : 0) : Swift.max(0, sum)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(clamped)))
    }

    /// Hashes the time.
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// Whether two times are the same.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// A dispatch scheduler's interval, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      /// The interval in nanoseconds.
      public var magnitude: Int

      /// The interval as a dispatch interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// The interval `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// `timeInterval` seconds.
      public init(_ timeInterval: Double) {
        magnitude = timeInterval.isFinite ? Int(clamping: Int64((timeInterval * 1e9).clamped)) : .max
      }

      /// `value` seconds.
      public init(integerLiteral value: Int) { self.init(.seconds(value)) }
      /// `value` seconds.
      public init(floatLiteral value: Double) { self.init(value) }
      /// `source` nanoseconds, if it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }

      private init(nanoseconds: Int) { magnitude = nanoseconds }

      /// `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

      /// Orders intervals.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
      }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
      }
      /// The product.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &* rhs.magnitude)
      }
      /// Adds `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// Options for the work items the queue runs.
  public struct SchedulerOptions {
    /// The quality of service of the work.
    public var qos: DispatchQoS
    /// The work item's flags.
    public var flags: DispatchWorkItemFlags
    /// A group the work joins.
    public var group: DispatchGroup?

    /// Options for work items.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The current dispatch time.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// Runs `action` on the queue. On the main queue, the app's event loop wakes for it.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = UncheckedSendableAction(run: action)
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      work.run()
    }
  }

  /// Runs `action` on the queue at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = UncheckedSendableAction(run: action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      work.run()
    }
  }

  /// Runs `action` on the queue at `date` and every `interval` after, with a dispatch timer
  /// source, until the result is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    let work = UncheckedSendableAction(run: action)
    timer.setEventHandler { work.run() }
    // At least a nanosecond apart, and never later than a whole interval.
    let period = Swift.max(1, interval.magnitude)
    timer.schedule(
      deadline: date.dispatchTime, repeating: .nanoseconds(period),
      leeway: .nanoseconds(Swift.min(Swift.max(0, tolerance.magnitude), period)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension Double {
  /// The value limited to what an `Int64` holds.
  fileprivate var clamped: Double { Swift.min(Swift.max(self, -9.2e18), 9.2e18) }
}
