import CCairo
import TrellisCore

/// Turns Trellis paths into cairo paths.
enum CairoPath {
  /// Replaces the current path of `cr` with `path`; false (and an empty path) when the path has
  /// a non-finite coordinate, which cairo would turn into garbage.
  @discardableResult
  static func set(_ path: Path, on cr: OpaquePointer) -> Bool {
    cairo_new_path(cr)
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        guard p.isFinite else { return clear(cr) }
        cairo_move_to(cr, p.x, p.y)
        current = p
        start = p
      case .line(let p):
        guard p.isFinite else { return clear(cr) }
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        guard p.isFinite, c.isFinite else { return clear(cr) }
        // The cubic with the same shape as the quadratic.
        let c1 = CGPoint(x: current.x + (c.x - current.x) * 2 / 3, y: current.y + (c.y - current.y) * 2 / 3)
        let c2 = CGPoint(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        guard p.isFinite, c1.isFinite, c2.isFinite else { return clear(cr) }
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        current = start
      }
    }
    return true
  }

  private static func clear(_ cr: OpaquePointer) -> Bool {
    cairo_new_path(cr)
    return false
  }
}

extension CGPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
  /// Whether the rectangles overlap or touch; unlike `intersects`, true for zero-size rectangles.
  func touches(_ other: CGRect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  var isFiniteRect: Bool {
    !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
