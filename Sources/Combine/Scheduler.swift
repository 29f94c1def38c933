import Foundation

/// What runs the actions of time-based operators (`receive(on:)`, `debounce`, `delay`, …): when,
/// and on which thread or queue.
public protocol Scheduler<SchedulerTimeType> {
  /// How the scheduler tells time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options the scheduler accepts with each action.
  associatedtype SchedulerOptions

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance the scheduler honours.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`, or up to `tolerance` after it.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
  /// Runs `action` at `date` and every `interval` after, until the result is cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  /// Runs `action` at `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date`, or up to `tolerance` after it.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and every `interval` after, until the result is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date` and every `interval` after, until the result is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

/// A scheduler's time interval, made from the usual units.
public protocol SchedulerTimeIntervalConvertible {
  /// `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs every action at once, on the calling thread, ignoring dates.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// Time counts steps; the immediate scheduler never waits.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// Steps of an immediate scheduler.
    public typealias Stride = SchedulerTimeIntervalInteger
    let step: Int

    /// The distance to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.step &- step) }
    /// The time `n` steps later.
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(step: step &+ n.magnitude) }
  }

  /// No options.
  public typealias SchedulerOptions = Never

  /// The shared immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// Always the start: nothing waits.
  public var now: SchedulerTimeType { SchedulerTimeType(step: 0) }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  /// Runs `action` now.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) { action() }
  /// Runs `action` once, now.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}

/// The step count of ``ImmediateScheduler``: unit-less, each unit one step.
public struct SchedulerTimeIntervalInteger: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
  Hashable,
  Sendable, ExpressibleByIntegerLiteral
{
  /// The number of steps.
  public var magnitude: Int

  /// `value` steps.
  public init(_ value: Int) { magnitude = value }
  /// `value` steps.
  public init(integerLiteral value: Int) { magnitude = value }
  /// `source` steps, if it fits.
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = Int(exactly: source) else { return nil }
    magnitude = value
  }

  /// `s` steps.
  public static func seconds(_ s: Int) -> Self { Self(s) }
  /// `s` steps, truncated.
  public static func seconds(_ s: Double) -> Self {
    Self(s.isFinite ? Int(Swift.min(Swift.max(s, -9e18), 9e18)) : 0)
  }
  /// `ms` steps.
  public static func milliseconds(_ ms: Int) -> Self { Self(ms) }
  /// `us` steps.
  public static func microseconds(_ us: Int) -> Self { Self(us) }
  /// `ns` steps.
  public static func nanoseconds(_ ns: Int) -> Self { Self(ns) }

  /// Orders step counts.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
  /// The sum.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &+ rhs.magnitude) }
  /// The difference.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &- rhs.magnitude) }
  /// The product.
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude &* rhs.magnitude) }
  /// Adds `rhs`.
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  /// Subtracts `rhs`.
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  /// Multiplies by `rhs`.
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}
