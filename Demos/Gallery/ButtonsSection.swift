import Trellis

/// Every button style, a destructive role, control sizes and a disabled button.
struct ButtonsSection: View {
  @State private var taps = 0

  var body: some View {
    GallerySection(title: "Buttons") {
      HStack(spacing: 10) {
        Button("Automatic") { taps += 1 }
        Button("Bordered") { taps += 1 }
          .buttonStyle(.bordered)
        Button("Prominent") { taps += 1 }
          .buttonStyle(.borderedProminent)
      }
      HStack(spacing: 10) {
        Button("Borderless") { taps += 1 }
          .buttonStyle(.borderless)
        Button("Plain") { taps += 1 }
          .buttonStyle(.plain)
        Button("Delete", role: .destructive) { taps += 1 }
          .buttonStyle(.bordered)
        Button("Disabled") {}
          .buttonStyle(.borderedProminent)
          .disabled(true)
      }
      HStack(spacing: 10) {
        Button("Small") { taps += 1 }
          .controlSize(.small)
        Button("Large") { taps += 1 }
          .controlSize(.large)
          .buttonStyle(.borderedProminent)
          .tint(.green)
        Text(taps == 1 ? "1 tap" : "\(taps) taps")
          .foregroundStyle(.secondary)
          .accessibilityIdentifier("taps")
      }
    }
  }
}
