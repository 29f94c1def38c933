/// A two-dimensional vector, as in Core Graphics: a velocity in `ScrollPhaseChangeContext`.
///
/// Foundation on Linux has no `CGVector`; Trellis provides it.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// A vector of the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector of the given components.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// A vector of the given components.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The vector whose components are zero.
  public static let zero = CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat)
}
