import Testing
import TrellisCore

/// Shapes filled, stroked and stroked inside their frames.
@MainActor
struct CoreShapeSnapshotTests {
  @Test func filledAndStrokedShapes() {
    CoreSnapshot.expectMatch(
      VStack(spacing: 10) {
        HStack(spacing: 10) {
          Rectangle().fill(Color.blue)
          RoundedRectangle(cornerRadius: 10).fill(Color.orange)
          Circle().fill(Color.red)
          Ellipse().fill(Color.purple)
          Capsule().fill(Color.green)
        }
        HStack(spacing: 10) {
          Rectangle().stroke(Color.blue, lineWidth: 3)
          RoundedRectangle(cornerRadius: 10).strokeBorder(Color.orange, lineWidth: 4)
          Circle().strokeBorder(Color.red, lineWidth: 2)
          Ellipse().stroke(Color.purple, style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
          Capsule().strokeBorder(Color.green, lineWidth: 6)
        }
      }
      .padding(10), size: CGSize(width: 300, height: 130), named: "shapes")
  }

  @Test func shapesKeepTheirAspectWhenScaledToFit() {
    CoreSnapshot.expectMatch(
      HStack(spacing: 8) {
        Circle().fill(Color.teal).border(Color.gray)
        Color.indigo.aspectRatio(2, contentMode: .fit).border(Color.gray)
        Capsule().fill(Color.pink).frame(width: 30)
      }
      .padding(8), size: CGSize(width: 200, height: 80), named: "shapes-aspect")
  }
}
