import TrellisCore

/// The WWDC19 "Building Custom Views with SwiftUI" ring of wedges, written as in the session's
/// sample code.
enum Ring {
  struct Wedge: Equatable {
    /// Where the wedge starts and ends, in radians (zero points right, growing clockwise).
    var start: Double
    var end: Double
    /// How far out the wedge reaches, 0…1.
    var depth: Double
    /// The wedge's hue, 0…1.
    var hue: Double

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
      get { AnimatablePair(AnimatablePair(start, end), AnimatablePair(depth, hue)) }
      set {
        start = newValue.first.first
        end = newValue.first.second
        depth = newValue.second.first
        hue = newValue.second.second
      }
    }

    var foregroundGradient: AngularGradient {
      let startColor = Color(hue: hue, saturation: 0.4, brightness: 0.8)
      let endColor = Color(hue: hue, saturation: 0.7, brightness: 0.9)
      return AngularGradient(
        gradient: Gradient(colors: [startColor, endColor]), center: .center, startAngle: .radians(start),
        endAngle: .radians(end))
    }
  }

  /// Eight wedges of different depths around the ring.
  static let wedges: [Wedge] = (0..<8).map { index in
    let step = 2 * Double.pi / 8
    return Wedge(
      start: Double(index) * step - .pi / 2, end: Double(index + 1) * step - .pi / 2,
      depth: [0.55, 0.9, 0.7, 1, 0.6, 0.85, 0.75, 0.95][index], hue: Double(index) / 8)
  }
}

/// The geometry of a wedge in a rectangle: a hole in the middle, wedges reaching out by depth.
struct WedgeGeometry {
  let center: CGPoint
  let innerRadius: CGFloat
  let outerRadius: CGFloat

  init(_ wedge: Ring.Wedge, in rect: CGRect) {
    center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    innerRadius = radius / 4
    outerRadius = innerRadius + (radius - innerRadius) * CGFloat(wedge.depth)
  }

  func point(angle: Double, radius: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}

struct WedgeShape: Shape {
  var wedge: Ring.Wedge

  func path(in rect: CGRect) -> Path {
    let points = WedgeGeometry(wedge, in: rect)
    var path = Path()
    path.addArc(
      center: points.center, radius: points.innerRadius, startAngle: .radians(wedge.start),
      endAngle: .radians(wedge.end), clockwise: false)
    path.addLine(to: points.point(angle: wedge.end, radius: points.outerRadius))
    path.addArc(
      center: points.center, radius: points.outerRadius, startAngle: .radians(wedge.end),
      endAngle: .radians(wedge.start), clockwise: true)
    path.closeSubpath()
    return path
  }

  var animatableData: Ring.Wedge.AnimatableDataType {
    get { wedge.animatableData }
    set { wedge.animatableData = newValue }
  }
}

extension Ring.Wedge {
  typealias AnimatableDataType = AnimatablePair<
    AnimatablePair<Double, Double>, AnimatablePair<Double, Double>
  >
}

struct WedgeView: View {
  var wedge: Ring.Wedge

  var body: some View {
    WedgeShape(wedge: wedge).fill(wedge.foregroundGradient)
  }
}
