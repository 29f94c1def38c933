/// A gradient over a grid of points, each with its own color: colors blend between neighbors
/// across the grid, and moving the points bends the blend. Points are unit coordinates in the
/// bounds of what is filled. As a view, it fills the space it is offered.
///
/// ```swift
/// MeshGradient(
///     width: 3, height: 3,
///     points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
///     colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
/// ```
public struct MeshGradient: Equatable, Sendable {
  /// The grid's points.
  public enum Locations: Equatable, Sendable {
    /// Points, row by row, in unit coordinates.
    case points([SIMD2<Float>])
  }

  /// The grid's colors.
  public enum Colors: Equatable, Sendable {
    /// Colors, row by row.
    case colors([Color])
    /// Resolved colors, row by row.
    case resolvedColors([Color.Resolved])
  }

  /// Points across the grid.
  public var width: Int
  /// Rows of points.
  public var height: Int
  /// The points.
  public var locations: Locations
  /// The colors.
  public var colors: Colors
  /// The color drawn where the mesh does not reach.
  public var background: Color
  /// Whether colors blend smoothly across the grid's lines (true) or linearly within each cell.
  public var smoothsColors: Bool

  /// A mesh of `width` × `height` points with their colors, row by row.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background,
      smoothsColors: smoothsColors)
  }

  /// A mesh of `width` × `height` points with resolved colors, row by row.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
    background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
      background: background, smoothsColors: smoothsColors)
  }

  /// A mesh from its locations and colors.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
  }
}

extension MeshGradient: ShapeStyle {
  /// Implementation detail: the mesh placed in `bounds`, its colors resolved. A mesh whose
  /// counts do not match its grid draws its background only, with a warning.
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    let background = self.background.resolve(in: environment)
    guard case .points(let units) = locations else { return .color(background) }
    let resolved: [Color.Resolved] =
      switch colors {
      case .colors(let colors): colors.map { $0.resolve(in: environment) }
      case .resolvedColors(let colors): colors
      }
    let points = units.map { unit in
      CGPoint(
        x: bounds.minX + CGFloat(unit.x) * bounds.width, y: bounds.minY + CGFloat(unit.y) * bounds.height)
    }
    let mesh = ResolvedMesh(
      width: width, height: height, points: points, colors: resolved, background: background, bounds: bounds,
      smoothsColors: smoothsColors)
    guard mesh.isValid else {
      ViewGraph.warnOnce(
        "MeshGradient: a \(width) × \(height) mesh needs \(max(0, width * height)) points and colors"
          + " (got \(points.count) and \(resolved.count)); drawing its background")
      return .color(background)
    }
    return .mesh(mesh)
  }
}

extension MeshGradient: PrimitiveView {
  /// Implementation detail: a rectangle filled with the mesh.
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ShapeNode(view: ShapeStyleFill.view(of: view), name: "MeshGradient", parent: parent)
  }

  /// Implementation detail: updates the node.
  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ShapeNode<Rectangle>.self).update(view: ShapeStyleFill.view(of: view))
  }
}
