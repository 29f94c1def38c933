import Foundation

extension Subscribers {
  /// How many values a subscriber wants: a count, or unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
    /// The count; nil when unlimited.
    public let max: Int?

    private init(count: Int?) { self.max = count }

    /// As many values as the publisher has.
    public static let unlimited = Demand(count: nil)
    /// No more values.
    public static let none = Demand(count: 0)

    /// At most `value` values; `value` must not be negative.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(count: value)
    }

    /// The demand as text.
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

    /// The sum; unlimited when either is (or the sum overflows).
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.max, let r = rhs.max else { return .unlimited }
      let (sum, overflow) = l.addingReportingOverflow(r)
      return overflow ? .unlimited : Demand(count: sum)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// `lhs` plus `rhs` values.
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(0, rhs)) }

    /// Adds `rhs` values.
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// The difference, never below none; unlimited minus anything stays unlimited.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.max else { return .unlimited }
      guard let r = rhs.max else { return .none }
      return Demand(count: Swift.max(0, l - r))
    }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    /// `lhs` minus `rhs` values, never below none.
    public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(0, rhs)) }

    /// Subtracts `rhs` values.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// `lhs` times `rhs`; unlimited stays unlimited.
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let l = lhs.max else { return .unlimited }
      let (product, overflow) = l.multipliedReportingOverflow(by: Swift.max(0, rhs))
      return overflow ? .unlimited : Demand(count: product)
    }

    /// Multiplies `lhs` by `rhs`.
    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    /// Orders demands; unlimited is more than any count.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): return false
      case (_, nil): return true
      case (let l?, let r?): return l < r
      }
    }

    /// Whether the demand is for exactly `rhs` values.
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    /// Whether the demand is more than `rhs` values.
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    /// Whether the demand is at least `rhs` values.
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
    /// Whether the demand is fewer than `rhs` values.
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
    /// Whether the demand is at most `rhs` values.
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
  }
}
