import Testing
import TrellisCore
import TrellisTesting

/// The focus ring of a focused `.focusable()` view, and menus without their chevron, checked by
/// eye once and then against `Snapshots/control-focusable-ring.png`.
@MainActor
struct FocusAndIndicatorSnapshotTests {
  struct Sample: View {
    var body: some View {
      VStack(spacing: 14) {
        RoundedRectangle(cornerRadius: 4).fill(.teal.opacity(0.3))
          .frame(width: 120, height: 36)
          .overlay { Text("Focused") }
          .focusable()
        HStack {
          Menu("Sort") { Button("Name") {} }
          Menu("Share") {
            Button("Mail") {}
          } primaryAction: {
          }
        }
        .menuIndicator(.hidden)
      }
      .padding(12)
    }
  }

  @Test func aRingedFocusableViewAndMenusWithoutIndicators() {
    ControlSnapshot.expectMatch(
      Sample(), size: CGSize(width: 200, height: 110), named: "focusable-ring",
      prepare: { $0.press(.tab) })
  }
}
