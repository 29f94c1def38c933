import Trellis

/// The outline of an avocado: a narrow top, a round bottom.
struct AvocadoShape: Shape {
  func path(in rect: CGRect) -> Path {
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
    var path = Path()
    path.move(to: point(0.5, 0))
    path.addCurve(to: point(0.98, 0.66), control1: point(0.76, 0), control2: point(0.98, 0.46))
    path.addCurve(to: point(0.5, 1), control1: point(0.98, 0.86), control2: point(0.78, 1))
    path.addCurve(to: point(0.02, 0.66), control1: point(0.22, 1), control2: point(0.02, 0.86))
    path.addCurve(to: point(0.5, 0), control1: point(0.02, 0.46), control2: point(0.24, 0))
    path.closeSubpath()
    return path
  }
}
