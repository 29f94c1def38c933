import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct GraphicsShapeSnapshotTests {
  static let spectrum = Gradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red])

  @Test func wwdcRingOfWedges() {
    GraphicsSnapshot.expectMatch(
      RingView().padding(10), size: CGSize(width: 200, height: 200), named: "graphics-ring")
  }

  @Test func ellipticalGradientsStretchToTheirBounds() {
    let view = HStack(spacing: 10) {
      Capsule().fill(.ellipticalGradient(colors: [.white, .orange, .red]))
      Rectangle().fill(
        EllipticalGradient(colors: [.yellow, .blue], center: .topLeading, endRadiusFraction: 1))
      EllipticalGradient(
        stops: [.init(color: .white, location: 0), .init(color: .purple, location: 1)],
        startRadiusFraction: 0.2)
    }
    .padding(10)
    GraphicsSnapshot.expectMatch(
      view, size: CGSize(width: 360, height: 70), named: "graphics-elliptical-gradients")
  }

  @Test func containerRelativeShapesAreConcentricWithTheirContainer() {
    let platter = RoundedRectangle(cornerRadius: 24)
    let view = HStack(spacing: 10) {
      VStack(spacing: 6) {
        ContainerRelativeShape().fill(.blue)
        ContainerRelativeShape().fill(.teal)
      }
      .padding(8)
      .background(platter.fill(.gray.opacity(0.3)))
      .containerShape(platter)
      Text("Hi")
        .font(.title)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.orange, in: .containerRelative)
        .padding(6)
        .background(Capsule().fill(.gray.opacity(0.3)))
        .containerShape(Capsule())
    }
    .padding(10)
    GraphicsSnapshot.expectMatch(
      view, size: CGSize(width: 240, height: 120), named: "graphics-container-relative-shapes")
  }

  @Test func shapeStyles() {
    let view = VStack(spacing: 10) {
      HStack(spacing: 10) {
        RoundedRectangle(cornerRadius: 12)
          .fill(
            .linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        Circle()
          .fill(
            RadialGradient(colors: [.white, .orange, .red], center: .center, startRadius: 2, endRadius: 40))
        Circle().fill(AngularGradient(gradient: Self.spectrum, center: .center))
        Capsule().fill(.teal.gradient)
      }
      HStack(spacing: 10) {
        Circle().strokeBorder(
          AngularGradient(gradient: Self.spectrum, center: .center, angle: .degrees(-90)), lineWidth: 12)
        Ellipse().stroke(Color.pink, style: StrokeStyle(lineWidth: 4, dash: [8, 5]))
        RoundedRectangle(cornerRadius: 10, style: .circular)
          .strokeBorder(
            LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom).opacity(0.6),
            lineWidth: 6)
        UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(Color.indigo)
      }
      HStack(spacing: 10) {
        Circle().trim(from: 0, to: 0.7)
          .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
          .rotationEffect(.degrees(-90))
          .padding(4)
        Path { path in
          path.move(to: CGPoint(x: 4, y: 50))
          path.addCurve(
            to: CGPoint(x: 76, y: 10), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 50, y: 80))
        }
        .stroke(Color.orange, lineWidth: 3)
        Rectangle().trim(from: 0.1, to: 0.9).stroke(Color.green, lineWidth: 3).padding(6)
        Star().fill(Color.yellow).overlay(Star().stroke(Color.orange, lineWidth: 2))
      }
    }
    .padding(10)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 380, height: 280), named: "graphics-shape-styles")
  }

  @Test func materialsOverAPicture() {
    let view = ZStack {
      LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
      Circle().fill(Color.yellow).frame(width: 70).offset(x: -70, y: -20)
      HStack(spacing: 8) {
        ForEach(
          Array(
            zip(
              ["ultraThin", "thin", "regular", "thick", "ultraThick"],
              [Material.ultraThin, .thin, .regular, .thick, .ultraThick])), id: \.0
        ) { item in
          Text(item.0).font(.system(size: 9)).frame(width: 62, height: 60)
            .background(item.1, in: RoundedRectangle(cornerRadius: 10))
        }
      }
    }
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 360, height: 120), named: "graphics-materials")
    GraphicsSnapshot.expectMatch(
      view, size: CGSize(width: 360, height: 120), colorScheme: .dark, named: "graphics-materials-dark")
  }
}

/// A five-pointed star, a custom shape drawn from its path.
struct Star: Shape {
  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    var path = Path()
    for index in 0..<10 {
      let angle = -Double.pi / 2 + Double(index) * .pi / 5
      let radius = index.isMultiple(of: 2) ? outer : outer * 0.45
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}
