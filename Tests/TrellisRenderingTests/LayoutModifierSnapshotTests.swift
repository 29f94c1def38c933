import Testing
import TrellisCore
import TrellisTesting

/// `.safeAreaInset`, `.hidden()`, `.zIndex` and `.scrollIndicators(.visible)` rendered together, and
/// a scroll view scrolled beneath a translucent bar.
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

  @Test func scrollViewBeneathATranslucentBar() {
    let host = TestHost(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<8, id: \.self) { index in
            Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 32)
              .background(Color(hue: Double(index) / 8, saturation: 0.5, brightness: 0.95))
          }
        }
      }
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Text("Bottom bar").padding(8).frame(maxWidth: .infinity).background(.bar)
      },
      size: CGSize(width: 160, height: 140))
    host.scale = 2
    // Part way: rows show through the bar, and the last row can still scroll clear of it.
    host.scroll(at: CGPoint(x: 80, y: 60), by: CGSize(width: 0, height: 40))
    CoreSnapshot.expectMatch(host, named: "scroll-beneath-bar")
  }
}
