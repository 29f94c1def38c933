import Trellis

/// The materials, from ultra-thin to ultra-thick, over a colorful backdrop.
struct MaterialsSection: View {
  private let materials: [(String, Material)] = [
    ("Ultra thin", .ultraThinMaterial), ("Thin", .thinMaterial), ("Regular", .regularMaterial),
    ("Thick", .thickMaterial), ("Ultra thick", .ultraThickMaterial),
  ]

  var body: some View {
    GallerySection(title: "Materials") {
      HStack(spacing: 8) {
        ForEach(materials.indices, id: \.self) { index in
          Text(materials[index].0)
            .font(.caption)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(materials[index].1, in: RoundedRectangle(cornerRadius: 8))
        }
      }
      .frame(height: 44)
      .padding(10)
      .background(
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing),
        in: RoundedRectangle(cornerRadius: 10)
      )
    }
  }
}
