import Trellis

/// The animation benchmark's window content: 100 circles, each offset by one state value that the
/// Start button toggles with a repeating linear animation, so each slides 200 points right and
/// back every 4 seconds.
///
/// A button starts it, rather than `onAppear`, because Trellis does not yet animate a change made
/// in `onAppear` (it jumps to the end state).
struct MovingCircles: View {
  @State private var isMoved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      StartButton(isMoved: $isMoved)
      ForEach(0..<10, id: \.self) { _ in
        HStack(spacing: 30) {
          ForEach(0..<10, id: \.self) { _ in
            Circle()
              .fill(Color.blue)
              .frame(width: 40, height: 40)
              .offset(x: isMoved ? 200 : 0)
          }
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .padding(15)
  }
}
