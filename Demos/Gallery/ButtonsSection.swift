import Trellis

/// Every button style, a destructive role asking first in an alert, control sizes and a disabled
/// button.
struct ButtonsSection: View {
  @State private var taps = 0
  @State private var confirmsDelete = false

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
        Button("Delete", role: .destructive) { confirmsDelete = true }
          .buttonStyle(.bordered)
          .alert("Delete all taps?", isPresented: $confirmsDelete) {
            Button("Cancel", role: .cancel) {}
              .keyboardShortcut(.cancelAction)
            Button("Delete", role: .destructive) { taps = 0 }
              .keyboardShortcut(.defaultAction)
          } message: {
            Text("The tap count starts again from zero.")
          }
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
