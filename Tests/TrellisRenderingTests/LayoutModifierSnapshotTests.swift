import Testing
import TrellisCore

/// `.safeAreaInset`, `.hidden()`, `.zIndex` and `.scrollIndicators(.visible)` rendered together.
@MainActor
struct LayoutModifierSnapshotTests {
  @Test func insetBarHiddenAndZIndex() {
    CoreSnapshot.expectMatch(
      VStack(spacing: 12) {
        HStack(spacing: -16) {
          // The red square comes first but is drawn over its neighbours.
          Color.red.frame(width: 40, height: 40).zIndex(1)
          Color.green.frame(width: 40, height: 40)
          Color.blue.frame(width: 40, height: 40).hidden()
          Color.orange.frame(width: 40, height: 40)
        }
        ScrollView {
          VStack(spacing: 4) {
            ForEach(0..<12, id: \.self) { Text("Row \($0)").frame(maxWidth: .infinity, alignment: .leading) }
          }
          .padding(.horizontal, 8)
        }
        .scrollIndicators(.visible)
        .background(Color.yellow.opacity(0.2))
      }
      .padding(8)
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Text("Bottom bar").foregroundStyle(.white).padding(6).frame(maxWidth: .infinity)
          .background(Color.indigo)
      },
      size: CGSize(width: 220, height: 240), named: "layout-modifiers")
  }
}
