import Trellis

/// A small card that grows into a large one when clicked, and back: the two are different views
/// sharing one frame through `.matchedGeometryEffect`.
struct MatchedGeometrySection: View {
  @Namespace private var cards
  @State private var expanded = false

  var body: some View {
    GallerySection(title: "Matched geometry") {
      ZStack(alignment: .topLeading) {
        if expanded {
          VStack(alignment: .leading, spacing: 4) {
            Text("Trellis").font(.headline)
            Text("Click to shrink").font(.caption)
          }
          .foregroundStyle(.white)
          .padding(12)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .background(Color.indigo, in: RoundedRectangle(cornerRadius: 12))
          .matchedGeometryEffect(id: "card", in: cards)
        } else {
          Text("Click me")
            .font(.caption)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.indigo, in: RoundedRectangle(cornerRadius: 8))
            .matchedGeometryEffect(id: "card", in: cards)
            .frame(width: 84, height: 36)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .frame(height: 96)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.spring(duration: 0.45)) { expanded.toggle() } }
      .accessibilityIdentifier("heroCard")
    }
  }
}
