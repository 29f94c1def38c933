import Trellis

/// Shadows, blur, opacity and rotation.
struct EffectsSection: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    GallerySection(title: "Effects") {
      HStack(spacing: 18) {
        RoundedRectangle(cornerRadius: 10)
          .fill(colorScheme == .dark ? Color(white: 0.3) : Color.white)
          .shadow(color: .black.opacity(0.3), radius: 6, x: 0, y: 3)
          .overlay { Text("Shadow").font(.caption) }
        Circle()
          .fill(Color.purple)
          .padding(8)
          .blur(radius: 6)
          .overlay { Text("Blur").font(.caption).foregroundStyle(.white) }
        RoundedRectangle(cornerRadius: 10)
          .fill(Color.teal)
          .opacity(0.45)
          .overlay { Text("Opacity").font(.caption) }
        RoundedRectangle(cornerRadius: 10)
          .fill(Color.indigo)
          .frame(width: 44, height: 44)
          .rotationEffect(.degrees(20))
          .frame(maxWidth: .infinity)
      }
      .frame(height: 64)
      .padding(.vertical, 4)
    }
  }
}
