import Trellis

/// Labels in each style, and every built-in symbol.
struct LabelsSection: View {
  private let columns = 12

  var body: some View {
    GallerySection(title: "Labels & Symbols") {
      HStack(spacing: 16) {
        Label("Favorites", systemImage: "star.fill")
        Label("Settings", systemImage: "gear")
          .labelStyle(.titleOnly)
        Label("Delete", systemImage: "trash")
          .labelStyle(.iconOnly)
          .foregroundStyle(.red)
      }
      Grid(horizontalSpacing: 12, verticalSpacing: 12) {
        ForEach(0..<rowCount, id: \.self) { row in
          GridRow {
            ForEach(names(inRow: row), id: \.self) { name in
              Image(systemName: name)
                .foregroundStyle(.tint)
                .frame(width: 20, height: 20)
            }
          }
        }
      }
    }
  }

  private var rowCount: Int { (Image.systemNames.count + columns - 1) / columns }

  private func names(inRow row: Int) -> ArraySlice<String> {
    let names = Image.systemNames
    return names[row * columns..<min(names.count, (row + 1) * columns)]
  }
}
