import Testing
import TrellisTesting

@testable import TrellisCore

/// Color wells, one half transparent, and an open palette with its picked swatch ringed; checked
/// by eye once and then against `Snapshots/control-color-picker*.png`.
@MainActor
struct ColorPickerSnapshotTests {
  struct Pickers: View {
    @State private var fill = Color(hue: 4 / 12, saturation: 1, brightness: 0.8)
    @State private var shade = Color(red: 0.2, green: 0.4, blue: 1, opacity: 0.5)

    var body: some View {
      HStack(spacing: 16) {
        ColorPicker("Fill", selection: $fill)
        ColorPicker("Shade", selection: $shade)
      }
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func wellsAndAnOpenPalette() {
    ControlSnapshot.expectMatch(Pickers(), size: CGSize(width: 280, height: 290), named: "color-picker") {
      host in
      host.tap(id: "color-well")
    }
  }

  @Test func wellsAndAnOpenPaletteInDarkAppearance() {
    ControlSnapshot.expectMatch(
      Pickers(), size: CGSize(width: 280, height: 290), colorScheme: .dark, named: "color-picker-dark"
    ) { host in
      host.tap(id: "color-well")
    }
  }
}
