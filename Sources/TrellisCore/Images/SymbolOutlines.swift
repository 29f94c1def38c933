/// Path helpers for designing symbols in their unit box.
enum SymbolOutlines {
  static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  /// An open polyline through `points`.
  static func polyline(_ points: [CGPoint]) -> Path {
    var path = Path()
    path.addLines(points)
    return path
  }

  /// A closed polygon through `points`.
  static func polygon(_ points: [CGPoint]) -> Path {
    var path = polyline(points)
    path.closeSubpath()
    return path
  }

  /// A circle around `center`.
  static func circle(_ center: CGPoint, _ radius: CGFloat) -> Path {
    Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// An ellipse of `size` around `center`, turned by `degrees`.
  static func ellipse(_ center: CGPoint, _ size: CGSize, degrees: Double = 0) -> Path {
    let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    return Path(ellipseIn: rect).applying(
      CGAffineTransform(rotationAngle: degrees * .pi / 180).concatenating(
        CGAffineTransform(translationX: center.x, y: center.y)))
  }

  /// A five-pointed star around `center`.
  static func star(_ center: CGPoint, outer: CGFloat, inner: CGFloat) -> Path {
    var points: [CGPoint] = []
    for i in 0..<10 {
      let angle = -Double.pi / 2 + Double(i) * .pi / 5
      let radius = i.isMultiple(of: 2) ? outer : inner
      points.append(p(center.x + radius * cos(angle), center.y + radius * sin(angle)))
    }
    return polygon(points)
  }

  /// A heart whose lobes are circles of `radius`, with its tip at `tip`.
  static func heart(centerX: CGFloat, lobeY: CGFloat, radius: CGFloat, tip: CGPoint) -> Path {
    var path = Path()
    let left = p(centerX - radius, lobeY)
    let right = p(centerX + radius, lobeY)
    let start = Angle.degrees(150)
    path.move(to: tip)
    path.addQuadCurve(
      to: p(left.x + radius * cos(start.radians), left.y + radius * sin(start.radians)),
      control: p(left.x - radius * 0.55, lobeY + radius * 1.35))
    path.addArc(center: left, radius: radius, startAngle: start, endAngle: .degrees(360), clockwise: false)
    path.addArc(
      center: right, radius: radius, startAngle: .degrees(180), endAngle: .degrees(390), clockwise: false)
    path.addQuadCurve(to: tip, control: p(right.x + radius * 0.55, lobeY + radius * 1.35))
    path.closeSubpath()
    return path
  }

  /// The outline of a thick polyline with round ends and mitered corners, as one closed subpath,
  /// for cutting a line out of a filled shape.
  static func thickPolyline(_ points: [CGPoint], halfWidth h: CGFloat) -> Path {
    guard points.count >= 2 else { return Path() }
    func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      let length = max(hypot(b.x - a.x, b.y - a.y), 1e-9)
      return p(-(b.y - a.y) / length, (b.x - a.x) / length)
    }
    let normals = zip(points, points.dropFirst()).map { normal($0, $1) }
    func miter(_ index: Int) -> CGPoint {
      let a = normals[index - 1]
      let b = normals[index]
      let dot = 1 + a.x * b.x + a.y * b.y
      return p((a.x + b.x) / max(dot, 0.2), (a.y + b.y) / max(dot, 0.2))
    }
    var path = Path()
    let first = normals[0]
    let last = normals[normals.count - 1]
    path.move(to: p(points[0].x + h * first.x, points[0].y + h * first.y))
    for index in 1..<(points.count - 1) {
      let m = miter(index)
      path.addLine(to: p(points[index].x + h * m.x, points[index].y + h * m.y))
    }
    let end = points[points.count - 1]
    let endAngle = atan2(last.y, last.x)
    path.addArc(
      center: end, radius: h, startAngle: .radians(endAngle), endAngle: .radians(endAngle - .pi),
      clockwise: true)
    for index in stride(from: points.count - 2, through: 1, by: -1) {
      let m = miter(index)
      path.addLine(to: p(points[index].x - h * m.x, points[index].y - h * m.y))
    }
    let startAngle = atan2(-first.y, -first.x)
    path.addArc(
      center: points[0], radius: h, startAngle: .radians(startAngle), endAngle: .radians(startAngle - .pi),
      clockwise: true)
    path.closeSubpath()
    return path
  }

  /// A cross of four round-ended arms from `center`, turned by `degrees`, as one closed subpath.
  static func cross(_ center: CGPoint, armLength: CGFloat, halfWidth h: CGFloat, degrees: Double) -> Path {
    var path = Path()
    for arm in 0..<4 {
      let angle = (degrees + Double(arm) * 90) * .pi / 180
      let u = p(cos(angle), sin(angle))
      let next = p(-u.y, u.x)
      let corner = p(center.x + h * u.x - h * next.x, center.y + h * u.y - h * next.y)
      if arm == 0 { path.move(to: corner) } else { path.addLine(to: corner) }
      let tip = p(center.x + armLength * u.x, center.y + armLength * u.y)
      path.addArc(
        center: tip, radius: h, startAngle: .radians(angle - .pi / 2), endAngle: .radians(angle + .pi / 2),
        clockwise: false)
      path.addLine(to: p(center.x + h * u.x + h * next.x, center.y + h * u.y + h * next.y))
    }
    path.closeSubpath()
    return path
  }

  /// `path` turned by `degrees` around `center`.
  static func rotated(_ path: Path, degrees: Double, around center: CGPoint = p(0.5, 0.5)) -> Path {
    path.applying(
      CGAffineTransform(translationX: -center.x, y: -center.y)
        .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
  }

  /// Several paths as one.
  static func combined(_ paths: [Path]) -> Path {
    var result = Path()
    for path in paths { result.addPath(path) }
    return result
  }
}
