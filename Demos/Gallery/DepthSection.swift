import Trellis

/// A card that flips over in perspective when clicked (`rotation3DEffect`), and a row of cards
/// that turn and fade as they scroll out of view (`scrollTransition`).
struct DepthSection: View {
  @State private var flipped = false
  private let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple]

  var body: some View {
    GallerySection(title: "Depth") {
      HStack(spacing: 16) {
        card
        ScrollView(.horizontal) {
          HStack(spacing: 10) {
            ForEach(colors.indices, id: \.self) { index in
              RoundedRectangle(cornerRadius: 10)
                .fill(colors[index].gradient)
                .overlay(Text("\(index + 1)").font(.title2.bold()).foregroundStyle(.white))
                .frame(width: 56, height: 72)
                .scrollTransition { content, phase in
                  content
                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                    .opacity(phase.isIdentity ? 1 : 0.4)
                    .rotation3DEffect(.degrees(phase.value * -45), axis: (x: 0, y: 1, z: 0))
                }
            }
          }
          .padding(.horizontal, 4)
        }
        .scrollIndicators(.hidden)
        .accessibilityIdentifier("depthCarousel")
      }
      .frame(height: 80)
    }
  }

  /// Shows its front until it has turned half way, then its back.
  private var card: some View {
    FlipFace(angle: flipped ? 180 : 0)
      .frame(width: 96, height: 72)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.easeInOut(duration: 0.6)) { flipped.toggle() } }
      .accessibilityIdentifier("flipCard")
  }
}

/// A card turned by `angle` degrees about its vertical axis: an `Animatable` view, so the face it
/// shows follows the angle through the animation.
private struct FlipFace: View, Animatable {
  var angle: Double

  var animatableData: Double {
    get { angle }
    set { angle = newValue }
  }

  var body: some View {
    let showsBack = angle > 90 && angle < 270
    RoundedRectangle(cornerRadius: 10)
      .fill(showsBack ? Color.purple.gradient : Color.blue.gradient)
      .overlay {
        Text(showsBack ? "Back" : "Click me")
          .font(.callout.bold())
          .foregroundStyle(.white)
          // The back is drawn turned round, so its text would read mirrored.
          .scaleEffect(x: showsBack ? -1 : 1)
      }
      .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
  }
}
