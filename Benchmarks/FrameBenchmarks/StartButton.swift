import Trellis

/// Starts a benchmark's animation: toggles `isMoved` with a 2-second linear animation repeated
/// forever, as a user's click would. The driver finds it by its identifier, `start`.
struct StartButton: View {
  @Binding var isMoved: Bool

  var body: some View {
    Button("Start") {
      withAnimation(.linear(duration: 2).repeatForever(autoreverses: true)) { isMoved.toggle() }
    }
    .buttonStyle(.bordered)
    .accessibilityIdentifier("start")
  }
}
