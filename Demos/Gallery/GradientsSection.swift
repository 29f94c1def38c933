import Trellis

/// Linear, radial and angular gradients.
struct GradientsSection: View {
  private let spectrum = Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red])

  var body: some View {
    GallerySection(title: "Gradients") {
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 10)
          .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        Circle()
          .fill(
            RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 40))
        Circle()
          .fill(AngularGradient(gradient: spectrum, center: .center, angle: .degrees(-90)))
        Circle()
          .strokeBorder(
            AngularGradient(gradient: spectrum, center: .center, angle: .degrees(-90)), lineWidth: 12)
      }
      .frame(height: 72)
    }
  }
}
