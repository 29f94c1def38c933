import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Views mirrored in a layout direction (`.flipsForRightToLeftLayoutDirection`,
/// `.layoutDirectionBehavior`), left to right above and right to left below.
@MainActor
@Suite struct LayoutDirectionSnapshotTests {
  /// A pennant pointing to the trailing side of a left-to-right layout.
  struct Pennant: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.minX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
      return path
    }
  }

  struct Row: View {
    var body: some View {
      HStack(spacing: 14) {
        Image(systemName: "play.fill")
        Image(systemName: "play.fill").flipsForRightToLeftLayoutDirection(true)
        Image(systemName: "sidebar.left").flipsForRightToLeftLayoutDirection(true)
        Pennant().fill(.orange).frame(width: 30, height: 20).layoutDirectionBehavior(.mirrors)
        Pennant().fill(.teal).frame(width: 30, height: 20).layoutDirectionBehavior(.fixed)
        Text("Go")
      }
      .font(.title2)
      .padding(8)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color.gray.opacity(0.15))
    }
  }

  @Test func mirroredRightToLeft() {
    let view = VStack(spacing: 6) {
      Row()
      Row().environment(\.layoutDirection, .rightToLeft)
    }
    .padding(6)
    GraphicsSnapshot.expectMatch(
      view, size: CGSize(width: 300, height: 100), named: "graphics-layout-direction")
  }
}
