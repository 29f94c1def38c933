import CCairo
import TrellisCore

/// Builds cairo mesh patterns for mesh gradients. cairo blends a patch's four corner colors
/// linearly; a smooth mesh is sampled on a finer grid through Catmull-Rom splines of the points
/// and colors, so that colors and grid lines flow on across cells without creases.
enum CairoMesh {
  /// How many patches a smooth mesh's cell is cut into along each side.
  static let subdivisions = 6

  /// The mesh's pattern, its background first; nil when it is malformed.
  static func pattern(_ mesh: ResolvedMesh) -> OpaquePointer? {
    guard mesh.isValid, let pattern = cairo_pattern_create_mesh() else { return nil }
    let bounds = mesh.bounds
    if mesh.background.opacity > 0, bounds.isFiniteRect {
      let corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
      ]
      addPatch(pattern, corners: corners.map { Sample(point: $0, color: mesh.background) })
    }
    let steps = mesh.smoothsColors ? subdivisions : 1
    let columns = (mesh.width - 1) * steps
    let rows = (mesh.height - 1) * steps
    var grid: [Sample] = []
    grid.reserveCapacity((columns + 1) * (rows + 1))
    for row in 0...rows {
      for column in 0...columns {
        let u = Double(column) / Double(steps)
        let v = Double(row) / Double(steps)
        grid.append(mesh.smoothsColors ? smoothSample(mesh, u, v) : linearSample(mesh, u, v))
      }
    }
    for row in 0..<rows {
      for column in 0..<columns {
        let i = row * (columns + 1) + column
        addPatch(pattern, corners: [grid[i], grid[i + 1], grid[i + columns + 2], grid[i + columns + 1]])
      }
    }
    return pattern
  }

  /// A point of the mesh and its color.
  struct Sample {
    var point: CGPoint
    var color: Color.Resolved

    /// The six numbers interpolated: x, y, red, green, blue, opacity.
    var values: [Double] {
      [
        Double(point.x), Double(point.y), Double(color.red), Double(color.green), Double(color.blue),
        Double(color.opacity),
      ]
    }

    init(point: CGPoint, color: Color.Resolved) {
      self.point = point
      self.color = color
    }

    init(_ values: [Double]) {
      func unit(_ value: Double) -> Float { Float(min(max(value, 0), 1)) }
      point = CGPoint(x: values[0], y: values[1])
      color = Color.Resolved(
        red: unit(values[2]), green: unit(values[3]), blue: unit(values[4]), opacity: unit(values[5]))
    }
  }

  private static func control(_ mesh: ResolvedMesh, _ column: Int, _ row: Int) -> [Double] {
    let x = min(max(column, 0), mesh.width - 1)
    let y = min(max(row, 0), mesh.height - 1)
    let index = y * mesh.width + x
    return Sample(point: mesh.points[index], color: mesh.colors[index]).values
  }

  /// The sample at grid position `u`, `v` (in points of the grid), blended linearly in its cell.
  private static func linearSample(_ mesh: ResolvedMesh, _ u: Double, _ v: Double) -> Sample {
    let column = min(Int(u), mesh.width - 2)
    let row = min(Int(v), mesh.height - 2)
    let fx = u - Double(column)
    let fy = v - Double(row)
    let top = mix(control(mesh, column, row), control(mesh, column + 1, row), fx)
    let bottom = mix(control(mesh, column, row + 1), control(mesh, column + 1, row + 1), fx)
    return Sample(mix(top, bottom, fy))
  }

  /// The sample at grid position `u`, `v` through Catmull-Rom splines across and down.
  private static func smoothSample(_ mesh: ResolvedMesh, _ u: Double, _ v: Double) -> Sample {
    let column = min(Int(u), mesh.width - 2)
    let row = min(Int(v), mesh.height - 2)
    let fx = u - Double(column)
    let fy = v - Double(row)
    let rows = (-1...2).map { dy in
      catmullRom((-1...2).map { dx in control(mesh, column + dx, row + dy) }, fx)
    }
    return Sample(catmullRom(rows, fy))
  }

  private static func mix(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
    zip(a, b).map { $0 + ($1 - $0) * t }
  }

  /// The Catmull-Rom spline through `p[1]` and `p[2]` at `t`, its tangents from `p[0]` and `p[3]`.
  private static func catmullRom(_ p: [[Double]], _ t: Double) -> [Double] {
    let t2 = t * t
    let t3 = t2 * t
    return (0..<p[0].count).map { k in
      0.5
        * (2 * p[1][k] + (-p[0][k] + p[2][k]) * t + (2 * p[0][k] - 5 * p[1][k] + 4 * p[2][k] - p[3][k]) * t2
          + (-p[0][k] + 3 * p[1][k] - 3 * p[2][k] + p[3][k]) * t3)
    }
  }

  private static func addPatch(_ pattern: OpaquePointer, corners: [Sample]) {
    cairo_mesh_pattern_begin_patch(pattern)
    cairo_mesh_pattern_move_to(pattern, corners[0].point.x, corners[0].point.y)
    for corner in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, corner.point.x, corner.point.y) }
    for (index, corner) in corners.enumerated() {
      cairo_mesh_pattern_set_corner_color_rgba(
        pattern, UInt32(index), Double(corner.color.red), Double(corner.color.green),
        Double(corner.color.blue),
        Double(corner.color.opacity))
    }
    cairo_mesh_pattern_end_patch(pattern)
  }
}
