import Trellis

/// Strokes: plain, bordered, dashed, rounded and trimmed.
struct StrokesSection: View {
  var body: some View {
    GallerySection(title: "Strokes") {
      HStack(spacing: 14) {
        Circle()
          .stroke(Color.blue, lineWidth: 4)
        Capsule()
          .strokeBorder(Color.green, style: StrokeStyle(lineWidth: 3, dash: [8, 5]))
        RoundedRectangle(cornerRadius: 10)
          .strokeBorder(Color.orange, lineWidth: 6)
        Circle()
          .trim(from: 0, to: 0.7)
          .stroke(Color.pink, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
      }
      .frame(height: 56)
      .padding(.horizontal, 4)
    }
  }
}
