import Trellis

/// The WWDC19 "Building Custom Views with SwiftUI" ring of wedges, as in the session's sample.
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

  static let wedges: [Wedge] = (0..<8).map { index in
    let step = 2 * Double.pi / 8
    return Wedge(
      start: Double(index) * step - .pi / 2, end: Double(index + 1) * step - .pi / 2,
      depth: [0.55, 0.9, 0.7, 1, 0.6, 0.85, 0.75, 0.95][index], hue: Double(index) / 8)
  }
}

struct WedgeShape: Shape {
  var wedge: Ring.Wedge

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    let inner = radius / 4
    let outer = inner + (radius - inner) * CGFloat(wedge.depth)
    var path = Path()
    path.addArc(
      center: center, radius: inner, startAngle: .radians(wedge.start), endAngle: .radians(wedge.end),
      clockwise: false)
    path.addLine(to: CGPoint(x: center.x + outer * cos(wedge.end), y: center.y + outer * sin(wedge.end)))
    path.addArc(
      center: center, radius: outer, startAngle: .radians(wedge.end), endAngle: .radians(wedge.start),
      clockwise: true)
    path.closeSubpath()
    return path
  }

  var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
    get { wedge.animatableData }
    set { wedge.animatableData = newValue }
  }
}

struct WedgeView: View {
  var wedge: Ring.Wedge

  var body: some View {
    WedgeShape(wedge: wedge).fill(wedge.foregroundGradient)
  }
}

/// The ring: wedges composited in a ZStack, flattened into one layer.
struct RingView: View {
  var body: some View {
    ZStack {
      ForEach(0..<Ring.wedges.count, id: \.self) { index in
        WedgeView(wedge: Ring.wedges[index])
      }
    }
    .drawingGroup()
    .aspectRatio(1, contentMode: .fit)
  }
}
