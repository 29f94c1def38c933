import Trellis

/// A titled card holding one group of examples.
struct GallerySection<Content: View>: View {
  var title: String
  @ViewBuilder var content: Content
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(title)
        .font(.headline)
      content
    }
    .padding(16)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(
      colorScheme == .dark ? Color(white: 0.17) : Color.white,
      in: RoundedRectangle(cornerRadius: 12)
    )
    .overlay {
      RoundedRectangle(cornerRadius: 12)
        .strokeBorder(Color.primary.opacity(0.08))
    }
    .focusedValue(\.gallerySection, title)
    .accessibilityIdentifier(title)
  }
}
