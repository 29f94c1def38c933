import Trellis

/// The standard colors as swatches.
struct ColorsSection: View {
  private let colors: [Color] = [
    .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
    .gray, .primary,
  ]

  var body: some View {
    GallerySection(title: "Colors") {
      HStack(spacing: 5) {
        ForEach(colors.indices, id: \.self) { index in
          Circle()
            .fill(colors[index])
            .frame(width: 20, height: 20)
        }
      }
      HStack(spacing: 0) {
        ForEach(0..<12, id: \.self) { step in
          Rectangle()
            .fill(Color(hue: Double(step) / 12, saturation: 0.75, brightness: 0.95))
        }
      }
      .frame(height: 14)
      .clipShape(Capsule())
    }
  }
}
