import CCairo
import TrellisCore

/// Turns Trellis paints into cairo sources.
enum CairoPaint {
  /// Makes `paint` the source of `cr`; false when it would draw nothing (no stops, clear).
  ///
  /// `bounds` is the area the paint has to cover, in user space: an angular gradient is built only
  /// that far from its center.
  static func setSource(_ paint: Paint, on cr: OpaquePointer, covering bounds: CGRect) -> Bool {
    switch paint {
    case .color(let color):
      guard color.opacity > 0 else { return false }
      cairo_set_source_rgba(
        cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
      return true
    case .linearGradient(let stops, let start, let end):
      guard let stops = sorted(stops), start.isFinite, end.isFinite else { return false }
      let pattern: OpaquePointer
      if start == end {
        // Zero length: cairo would paint nothing; SwiftUI shows the last color.
        pattern = cairo_pattern_create_rgba(
          Double(stops[stops.count - 1].color.red), Double(stops[stops.count - 1].color.green),
          Double(stops[stops.count - 1].color.blue), Double(stops[stops.count - 1].color.opacity))
      } else {
        pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        addStops(stops, to: pattern)
      }
      return use(pattern, on: cr)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      guard let stops = sorted(stops), center.isFinite, startRadius.isFinite, endRadius.isFinite else {
        return false
      }
      let r0 = max(startRadius, 0)
      let r1 = max(endRadius, r0 + 0.001)
      let pattern = cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)!
      addStops(stops, to: pattern)
      return use(pattern, on: cr)
    case .ellipticalGradient(let stops, let center, let startRadius, let endRadius):
      guard let stops = sorted(stops), center.isFinite, startRadius.width.isFinite, endRadius.width.isFinite,
        endRadius.height.isFinite
      else { return false }
      // A circle of radius 1 around the origin, stretched by the end radii: the pattern's
      // matrix maps user space back into that circle's space.
      let width = max(endRadius.width, 0.001)
      let height = max(endRadius.height, 0.001)
      let r0 = min(max(startRadius.width / width, 0), 0.999)
      let pattern = cairo_pattern_create_radial(0, 0, r0, 0, 0, 1)!
      addStops(stops, to: pattern)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / width, 1 / height)
      cairo_matrix_translate(&matrix, -center.x, -center.y)
      cairo_pattern_set_matrix(pattern, &matrix)
      return use(pattern, on: cr)
    case .angularGradient(let stops, let center, let startAngle, let endAngle):
      guard let stops = sorted(stops), center.isFinite, startAngle.radians.isFinite,
        endAngle.radians.isFinite,
        bounds.isFiniteRect
      else { return false }
      let corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
      ]
      let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 2
      let pattern = conicMesh(
        stops: stops, center: center, radius: Double(radius), start: startAngle.radians, end: endAngle.radians
      )
      return use(pattern, on: cr)
    case .mesh(let mesh):
      return use(CairoMesh.pattern(mesh), on: cr)
    }
  }

  private static func use(_ pattern: OpaquePointer?, on cr: OpaquePointer) -> Bool {
    guard let pattern else { return false }
    defer { cairo_pattern_destroy(pattern) }
    guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
    cairo_set_source(cr, pattern)
    return true
  }

  /// The stops in order of location (clamped to 0…1), or nil when there are none.
  static func sorted(_ stops: [ResolvedGradientStop]) -> [ResolvedGradientStop]? {
    guard !stops.isEmpty else { return nil }
    var clamped = stops
    for index in clamped.indices {
      let location = clamped[index].location
      clamped[index].location = location.isFinite ? min(max(location, 0), 1) : 0
    }
    // A stable sort: stops at the same location keep their order, making a hard edge.
    let order = clamped.indices.sorted { a, b in
      clamped[a].location < clamped[b].location || (clamped[a].location == clamped[b].location && a < b)
    }
    return order.map { clamped[$0] }
  }

  private static func addStops(_ stops: [ResolvedGradientStop], to pattern: OpaquePointer) {
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for stop in stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
    }
  }

  /// The color of sorted `stops` at `t` (0…1), interpolated in straight alpha.
  static func color(at t: Double, in stops: [ResolvedGradientStop]) -> Color.Resolved {
    guard let first = stops.first, let last = stops.last else {
      return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    let upper = stops.firstIndex { $0.location > t } ?? stops.count - 1
    let a = stops[upper - 1]
    let b = stops[upper]
    let span = b.location - a.location
    let f = Float(span > 0 ? (t - a.location) / span : 1)
    return Color.Resolved(
      red: a.color.red + (b.color.red - a.color.red) * f,
      green: a.color.green + (b.color.green - a.color.green) * f,
      blue: a.color.blue + (b.color.blue - a.color.blue) * f,
      opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * f)
  }

  /// A conic gradient as a cairo mesh: cairo has none, so the circle is cut into thin sectors,
  /// each a patch whose corner colors come from the stops.
  ///
  /// Angles grow clockwise on screen (y points down). A sweep shorter than a full turn leaves a gap
  /// that, as in SwiftUI, shows the last color for its first half and the first color for the rest.
  static func conicMesh(
    stops: [ResolvedGradientStop], center: CGPoint, radius: Double, start: Double, end: Double
  ) -> OpaquePointer? {
    guard let mesh = cairo_pattern_create_mesh() else { return nil }
    let fullTurn = 2 * Double.pi
    let maximumSector = Double.pi / 18  // 10°: the arcs stay round and the color ramps smooth.
    var sweep = end - start
    var from = start
    if sweep > fullTurn {
      from = end - fullTurn
      sweep = fullTurn
    }
    sweep = max(sweep, 0)

    func patch(_ a0: Double, _ a1: Double, _ c0: Color.Resolved, _ c1: Color.Resolved) {
      let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
      let (s0, e0) = (sin(a0), cos(a0))
      let (s1, e1) = (sin(a1), cos(a1))
      let cx = Double(center.x)
      let cy = Double(center.y)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, cx, cy)
      cairo_mesh_pattern_line_to(mesh, cx + radius * e0, cy + radius * s0)
      cairo_mesh_pattern_curve_to(
        mesh, cx + radius * (e0 - k * s0), cy + radius * (s0 + k * e0),
        cx + radius * (e1 + k * s1), cy + radius * (s1 - k * e1), cx + radius * e1, cy + radius * s1)
      cairo_mesh_pattern_line_to(mesh, cx, cy)
      for (corner, color) in [c0, c0, c1, c1].enumerated() {
        cairo_mesh_pattern_set_corner_color_rgba(
          mesh, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue),
          Double(color.opacity))
      }
      cairo_mesh_pattern_end_patch(mesh)
    }

    func sectors(from a0: Double, to a1: Double, color: (Double) -> Color.Resolved, breaks: [Double] = []) {
      guard a1 - a0 > 1e-9 else { return }
      let count = Int(((a1 - a0) / maximumSector).rounded(.up))
      var angles = (0...count).map { a0 + (a1 - a0) * Double($0) / Double(count) }
      angles += breaks.filter { $0 > a0 && $0 < a1 }
      angles.sort()
      for (lower, upper) in zip(angles, angles.dropFirst()) where upper - lower > 1e-9 {
        patch(lower, upper, color(lower), color(upper))
      }
    }

    if sweep > 0 {
      // Sector edges at the stops keep each color exactly where it belongs.
      sectors(
        from: from, to: from + sweep, color: { color(at: ($0 - from) / sweep, in: stops) },
        breaks: stops.map { from + sweep * $0.location })
    }
    let gap = fullTurn - sweep
    if gap > 1e-9 {
      let last = stops[stops.count - 1].color
      let first = stops[0].color
      sectors(from: from + sweep, to: from + sweep + gap / 2, color: { _ in last })
      sectors(from: from + sweep + gap / 2, to: from + fullTurn, color: { _ in first })
    }
    return mesh
  }
}
