/// A mesh gradient resolved for drawing: a grid of points in user space, each with a color.
public struct ResolvedMesh: Equatable, Sendable {
  /// Points across and down the grid.
  public var width: Int
  /// Rows of points.
  public var height: Int
  /// The points, row by row.
  public var points: [CGPoint]
  /// The colors of the points, row by row.
  public var colors: [Color.Resolved]
  /// The color drawn where the mesh does not reach, over `bounds`.
  public var background: Color.Resolved
  /// The bounds the gradient fills.
  public var bounds: CGRect
  /// Whether colors blend smoothly across the grid's lines rather than linearly within each cell.
  public var smoothsColors: Bool

  /// A resolved mesh.
  public init(
    width: Int, height: Int, points: [CGPoint], colors: [Color.Resolved], background: Color.Resolved,
    bounds: CGRect, smoothsColors: Bool
  ) {
    self.width = width
    self.height = height
    self.points = points
    self.colors = colors
    self.background = background
    self.bounds = bounds
    self.smoothsColors = smoothsColors
  }

  /// Whether there are as many points and colors as the grid has places, at least 2 × 2.
  public var isValid: Bool {
    width >= 2 && height >= 2 && points.count == width * height && colors.count == width * height
      && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }

  /// The mesh with every color's opacity multiplied by `factor`.
  func withOpacity(_ factor: Double) -> ResolvedMesh {
    var copy = self
    copy.colors = colors.map { $0.withOpacity(factor) }
    copy.background = background.withOpacity(factor)
    return copy
  }

  /// The mesh moved by `dx`, `dy`.
  func offsetBy(dx: CGFloat, dy: CGFloat) -> ResolvedMesh {
    var copy = self
    copy.points = points.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    copy.bounds = bounds.offsetBy(dx: dx, dy: dy)
    return copy
  }
}
