import Testing
import TrellisCore
import TrellisTesting

/// A carousel with content margins whose cards show past its bounds, checked by eye once and
/// then against `Snapshots/control-scroll-margins.png`.
@MainActor
struct ScrollMarginsSnapshotTests {
  struct Carousel: View {
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<5, id: \.self) { index in
            RoundedRectangle(cornerRadius: 8)
              .fill([Color.orange, .teal, .indigo, .pink, .green][index])
              .frame(width: 70, height: 50)
              .shadow(radius: 6, y: 3)
          }
        }
      }
      .contentMargins(.horizontal, 16)
      .scrollClipDisabled()
      .frame(width: 200, height: 60)
      .padding(.vertical, 14)
      .padding(.horizontal, 20)
    }
  }

  @Test func aCarouselDrawnPastItsBounds() {
    ControlSnapshot.expectMatch(Carousel(), size: CGSize(width: 240, height: 88), named: "scroll-margins")
  }
}
