/// The spacing a view prefers on each of its edges, which stacks use to space neighbours.
///
/// Every view prefers 8 points on each edge (the distance SwiftUI uses between most views on
/// macOS); `.zero` prefers none. The distance between two neighbours is the larger of their two
/// preferences on the facing edges.
public struct ViewSpacing: Equatable, Sendable {
  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// The default spacing: 8 points on every edge.
  public init() { self.init(all: ViewSpacing.defaultLength) }

  init(all length: CGFloat) {
    top = length
    leading = length
    bottom = length
    trailing = length
  }

  static let defaultLength: CGFloat = 8
  /// No spacing preference on any edge.
  public static let zero = ViewSpacing(all: 0)
  static let standard = ViewSpacing()

  /// The distance to `next`, which follows this view along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }

  /// Merges `other`'s preferences into this one on `edges`, keeping the larger of each.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// This spacing merged with `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }
}
