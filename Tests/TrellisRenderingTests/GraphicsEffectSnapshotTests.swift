import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct GraphicsEffectSnapshotTests {
  @Test func shadowsAndBlur() {
    let view = HStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 12).fill(Color.white)
        .frame(width: 70, height: 70)
        .shadow(color: .black.opacity(0.25), radius: 6, x: 0, y: 4)
      Text("Shadow").font(.title2.bold()).foregroundStyle(.blue)
        .shadow(color: .blue.opacity(0.5), radius: 3, x: 2, y: 2)
      ZStack {
        Circle().fill(Color.orange).frame(width: 50)
        Text("Blur").font(.title3).foregroundStyle(.white)
      }
      .blur(radius: 3)
    }
    .padding(20)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 330, height: 120), named: "graphics-shadow-blur")
  }

  @Test func drawingGroupFadesAsOne() {
    func pair(fading opacity: Double) -> some View {
      ZStack {
        Circle().fill(Color.red).frame(width: 60).offset(x: -18).opacity(opacity)
        Circle().fill(Color.blue).frame(width: 60).offset(x: 18).opacity(opacity)
      }
      .frame(width: 96)
    }
    // Faded one by one, the circles show through each other; faded as a group, they do not.
    let view = HStack(spacing: 16) {
      pair(fading: 0.5)
      pair(fading: 1).compositingGroup().opacity(0.5)
      pair(fading: 1).drawingGroup().shadow(radius: 4, y: 3)
    }
    .padding(12)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 340, height: 100), named: "graphics-groups")
  }

  @Test func canvas() {
    let view = Canvas { context, size in
      let rect = CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8)
      context.fill(
        Path(roundedRect: rect, cornerRadius: 14),
        with: .linearGradient(
          Gradient(colors: [.indigo, .teal]), startPoint: rect.origin,
          endPoint: CGPoint(x: rect.maxX, y: rect.maxY)))
      var rays = context
      rays.translateBy(x: 70, y: size.height / 2)
      for index in 0..<12 {
        rays.rotate(by: .degrees(30))
        rays.stroke(
          Path {
            $0.move(to: CGPoint(x: 14, y: 0)); $0.addLine(to: CGPoint(x: 40, y: 0))
          },
          with: .color(.white.opacity(index.isMultiple(of: 2) ? 0.9 : 0.5)),
          style: StrokeStyle(lineWidth: 3, lineCap: .round))
      }
      var clipped = context
      clipped.clip(to: Path(ellipseIn: CGRect(x: 130, y: 22, width: 60, height: 60)))
      clipped.fill(Path(CGRect(x: 130, y: 22, width: 60, height: 30)), with: .color(.yellow))
      clipped.fill(Path(CGRect(x: 130, y: 52, width: 60, height: 30)), with: .color(.orange))
      var shadowed = context
      shadowed.addFilter(.shadow(color: .black.opacity(0.4), radius: 3, x: 0, y: 2))
      shadowed.draw(Text("Canvas").font(.title3.bold()).foregroundStyle(.white), at: CGPoint(x: 250, y: 40))
      shadowed.draw(Image(systemName: "heart.fill"), in: CGRect(x: 236, y: 58, width: 28, height: 26))
    }
    .foregroundStyle(.pink)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 320, height: 104), named: "graphics-canvas")
  }
}
