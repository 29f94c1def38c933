import Trellis

/// Fruit dragged between a pantry and a basket, and onto a note that takes any of them as text.
struct DragDropSection: View {
  @State private var pantry = Fruit.all
  @State private var basket: [Fruit] = []
  @State private var note = "Drop a fruit here to read its name"
  @State private var isNoteTargeted = false

  var body: some View {
    GallerySection(title: "Drag & Drop") {
      HStack(alignment: .top, spacing: 12) {
        FruitBin(title: "Pantry", fruits: pantry) { dropped in
          basket.removeAll { dropped.contains($0) }
          pantry += dropped.filter { !pantry.contains($0) }
        }
        FruitBin(title: "Basket", fruits: basket) { dropped in
          pantry.removeAll { dropped.contains($0) }
          basket += dropped.filter { !basket.contains($0) }
        }
      }
      Text(note)
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, minHeight: 34)
        .background(
          isNoteTargeted ? Color.accentColor.opacity(0.15) : Color.primary.opacity(0.05),
          in: RoundedRectangle(cornerRadius: 8)
        )
        // A fruit arrives here as its name: its text representation.
        .dropDestination(for: String.self) { names, _ in
          note = "Dropped \(names.joined(separator: ", "))"
          return true
        } isTargeted: {
          isNoteTargeted = $0
        }
        .accessibilityIdentifier("fruitNote")
    }
  }
}

/// A titled box of fruit chips that takes fruit dropped on it.
private struct FruitBin: View {
  var title: String
  var fruits: [Fruit]
  /// Takes fruit dropped on the bin out of the other one.
  var take: ([Fruit]) -> Void
  @State private var isTargeted = false

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title).font(.subheadline).foregroundStyle(.secondary)
      ForEach(fruits) { fruit in
        Text(fruit.name)
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(fruit.color.opacity(0.3), in: Capsule())
          .draggable(fruit)
          .accessibilityIdentifier("fruit-\(fruit.name)")
      }
      if fruits.isEmpty {
        Text("Empty").foregroundStyle(.tertiary)
      }
    }
    .padding(10)
    .frame(maxWidth: .infinity, minHeight: 150, alignment: .topLeading)
    .background(isTargeted ? Color.accentColor.opacity(0.12) : .clear, in: RoundedRectangle(cornerRadius: 8))
    .overlay {
      RoundedRectangle(cornerRadius: 8)
        .strokeBorder(
          isTargeted ? Color.accentColor : Color.primary.opacity(0.15),
          style: StrokeStyle(lineWidth: isTargeted ? 2 : 1, dash: [5, 3]))
    }
    .dropDestination(for: Fruit.self) { fruits, _ in
      take(fruits)
      return true
    } isTargeted: {
      isTargeted = $0
    }
    .accessibilityIdentifier("bin-\(title)")
  }
}

/// A fruit, dragged as itself between bins and as its name elsewhere.
nonisolated struct Fruit: Codable, Hashable, Identifiable, Transferable {
  var name: String
  var id: String { name }

  static let all = ["Apple", "Banana", "Cherry"].map { Fruit(name: $0) }

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .galleryFruit)
    ProxyRepresentation(exporting: \.name)
  }

  @MainActor var color: Color {
    switch name {
    case "Apple": .red
    case "Banana": .yellow
    default: .purple
    }
  }
}

extension UTType {
  /// The gallery's own type for fruit.
  nonisolated static let galleryFruit = UTType(exportedAs: "org.trellis.gallery.fruit")
}
