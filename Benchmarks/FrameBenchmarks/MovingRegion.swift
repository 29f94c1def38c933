import Trellis

/// The damage benchmark's window content: static text and buttons around a 200 × 40 track in which
/// one circle slides back and forth once started, so only that region should be repainted and
/// uploaded.
struct MovingRegion: View {
  @State private var isMoved = false

  var body: some View {
    VStack(spacing: 20) {
      HStack {
        StartButton(isMoved: $isMoved)
        Text("Only the track below changes")
          .font(.title)
      }
      ZStack(alignment: .leading) {
        Capsule()
          .fill(Color.gray.opacity(0.2))
        Circle()
          .fill(Color.blue)
          .frame(width: 40, height: 40)
          .offset(x: isMoved ? 160 : 0)
      }
      .frame(width: 200, height: 40)
      ButtonGrid()
    }
    .padding(.top, 20)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
