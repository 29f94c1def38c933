/// Decides whether points lie inside a path by flattening its curves and counting crossings.
struct PathHitTester {
  private var polygons: [[CGPoint]] = []

  init(path: Path) {
    var current: [CGPoint] = []
    var last = CGPoint.zero
    func flush() {
      if current.count > 2 { polygons.append(current) }
      current = []
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        flush()
        current = [p]
        last = p
      case .line(let p):
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        for i in 1...8 {
          let t = CGFloat(i) / 8
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let p, let c1, let c2):
        for i in 1...12 {
          let t = CGFloat(i) / 12
          let u = 1 - t
          let x = u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
          let y = u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
          current.append(CGPoint(x: x, y: y))
        }
        last = p
      case .closeSubpath:
        flush()
      }
    }
    flush()
  }

  func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polygons {
      var j = polygon.count - 1
      for i in 0..<polygon.count {
        let a = polygon[j]
        let b = polygon[i]
        if (a.y <= point.y) != (b.y <= point.y) {
          let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if point.x < x {
            crossings += 1
            winding += b.y > a.y ? 1 : -1
          }
        }
        j = i
      }
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }
}
