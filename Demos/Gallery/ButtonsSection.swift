import Trellis

/// Every button style (in capsule and circle shapes too), a destructive role asking first in a critical alert,
/// control sizes, a disabled button, and a long press that resets the count.
struct ButtonsSection: View {
  @State private var taps = 0
  @State private var confirmsDelete = false
  @State private var isHolding = false

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
          .dialogSeverity(.critical)
        Button("Disabled") {}
          .buttonStyle(.borderedProminent)
          .disabled(true)
      }
      HStack(spacing: 10) {
        Button("Capsule") { taps += 1 }
          .buttonStyle(.bordered)
          .buttonBorderShape(.capsule)
        Button {
          taps += 1
        } label: {
          Image(systemName: "plus")
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.circle)
        .accessibilityIdentifier("addTap")
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
        Text(isHolding ? "Keep holding…" : "Hold to reset")
          .font(.callout)
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(Capsule().fill(isHolding ? Color.orange.opacity(0.35) : Color.gray.opacity(0.15)))
          .onLongPressGesture(minimumDuration: 0.8) {
            taps = 0
          } onPressingChanged: { pressing in
            isHolding = pressing
          }
          .accessibilityIdentifier("holdToReset")
      }
    }
  }
}
