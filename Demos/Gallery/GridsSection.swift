import Trellis

/// A lazy grid of adaptive columns: as the window narrows, fewer tiles fit in a row.
struct GridsSection: View {
  private let tiles: [(name: String, color: Color)] = [
    ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint),
    ("Teal", .teal), ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple),
  ]

  var body: some View {
    GallerySection(title: "Lazy grid") {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 8)], spacing: 8) {
        ForEach(tiles.indices, id: \.self) { index in
          RoundedRectangle(cornerRadius: 6)
            .fill(tiles[index].color.gradient)
            .frame(height: 36)
            .overlay {
              Text(tiles[index].name)
                .font(.caption)
                .foregroundStyle(.white)
            }
        }
      }
    }
  }
}
