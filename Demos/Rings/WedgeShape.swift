import Trellis

/// One wedge of the ring: an arc of the inner circle, a line out, an arc back along the outer one.
struct WedgeShape: Shape {
  var wedge: Ring.Wedge

  func path(in rect: CGRect) -> Path {
    let points = WedgeGeometry(wedge, in: rect)
    var p = Path()
    p.addArc(
      center: points.center, radius: points.innerRadius, startAngle: .radians(wedge.start),
      endAngle: .radians(wedge.end), clockwise: false)
    p.addLine(to: points[.bottomTrailing])
    p.addArc(
      center: points.center, radius: points.outerRadius, startAngle: .radians(wedge.end),
      endAngle: .radians(wedge.start), clockwise: true)
    p.closeSubpath()
    return p
  }

  var animatableData: Ring.Wedge.AnimatableData {
    get { wedge.animatableData }
    set { wedge.animatableData = newValue }
  }
}

/// Hides the sines and cosines: points of a wedge in its view's space.
private struct WedgeGeometry {
  var wedge: Ring.Wedge
  var center: CGPoint
  var innerRadius: CGFloat
  var outerRadius: CGFloat

  init(_ wedge: Ring.Wedge, in rect: CGRect) {
    self.wedge = wedge
    center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    innerRadius = radius / 4
    outerRadius = innerRadius + (radius - innerRadius) * CGFloat(wedge.depth)
  }

  /// The point at `unitPoint` in the wedge: x runs along the arc, y from the inner to the outer
  /// radius.
  subscript(unitPoint: UnitPoint) -> CGPoint {
    let radius = innerRadius + (outerRadius - innerRadius) * unitPoint.y
    let angle = wedge.start + (wedge.end - wedge.start) * Double(unitPoint.x)
    return CGPoint(x: center.x + CGFloat(cos(angle)) * radius, y: center.y + CGFloat(sin(angle)) * radius)
  }
}
