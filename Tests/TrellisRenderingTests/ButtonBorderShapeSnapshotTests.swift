import Testing
import TrellisTesting

@testable import TrellisCore

/// Bordered buttons in each border shape, and a tag filled with its background style; checked
/// by eye once and then against `Snapshots/control-button-shapes*.png`.
@MainActor
struct ButtonBorderShapeSnapshotTests {
  struct Shapes: View {
    var body: some View {
      VStack(spacing: 10) {
        HStack(spacing: 8) {
          Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
          Button("Share") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
          Button {
          } label: {
            Image(systemName: "plus")
          }
          .buttonStyle(.borderedProminent).buttonBorderShape(.circle)
        }
        HStack(spacing: 8) {
          Button("Square") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
          Button("Default") {}
          Text("Draft").font(.caption).padding(.horizontal, 8).padding(.vertical, 3)
            .background(in: Capsule())
            .backgroundStyle(Color.orange.opacity(0.25))
        }
      }
      .padding(12)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func buttonShapes(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Shapes(), size: CGSize(width: 260, height: 110), colorScheme: colorScheme,
      named: colorScheme == .dark ? "button-shapes-dark" : "button-shapes")
  }
}
