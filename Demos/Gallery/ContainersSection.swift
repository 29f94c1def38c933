import Trellis

extension ContainerValues {
  /// Whether a song's card stands out on the board.
  @Entry var isFavorite: Bool = false
}

/// A custom container, as in WWDC24's "Demystify SwiftUI containers": a board that lays out
/// each section of its content as a column of cards, and tints the songs marked favorite.
struct ContainersSection: View {
  @State private var likesDeep = true

  var body: some View {
    GallerySection(title: "Custom container") {
      SongBoard {
        // A subview keeps the environment of the content, where it is styled.
        Section {
          Text("Scrolling")
          Text("Deep").containerValue(\.isFavorite, likesDeep)
        } header: {
          Text("Matt").foregroundStyle(.secondary)
        }
        Section {
          ForEach(["Stacks", "Grids", "Fits"], id: \.self) { song in
            Text(song).containerValue(\.isFavorite, song == "Grids")
          }
        } header: {
          Text("Sam").foregroundStyle(.secondary)
        }
      }
      Toggle("Matt likes Deep", isOn: $likesDeep)
        .accessibilityIdentifier("likesDeep")
    }
  }
}

/// One column per section of its content, one card per view of each.
struct SongBoard<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      ForEach(sections: content) { section in
        VStack(spacing: 6) {
          HStack { section.header }
          ForEach(section.content) { song in
            SongCard(isFavorite: song.containerValues.isFavorite) { song }
          }
        }
      }
    }
  }
}

/// A card around one song.
struct SongCard<Content: View>: View {
  let isFavorite: Bool
  @ViewBuilder var content: Content

  var body: some View {
    content
      .frame(width: 96, height: 40)
      .background(
        isFavorite ? AnyShapeStyle(Color.yellow.opacity(0.55)) : AnyShapeStyle(.quaternary),
        in: RoundedRectangle(cornerRadius: 8)
      )
      .overlay(alignment: .topTrailing) {
        if isFavorite {
          Image(systemName: "star.fill")
            .font(.caption2)
            .foregroundStyle(.orange)
            .padding(4)
        }
      }
  }
}
