import Trellis

/// The redraw benchmark's window content: a 10 × 10 grid of bordered buttons filling the window.
///
/// Small controls, as a dense grid would use, so every label fits its 100-point cell on one line.
struct ButtonGrid: View {
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<10, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { column in
            Button("Button \(row * 10 + column)") {}
              .buttonStyle(.bordered)
              .frame(maxWidth: .infinity, maxHeight: .infinity)
          }
        }
      }
    }
    .controlSize(.small)
  }
}
