import Trellis

// The session's custom transition, exactly as in its notes: wedges grow out of the centre and
// fade in, and shrink back into it as they go.
struct ScaleAndFade: ViewModifier {
  var isActive: Bool

  func body(content: Content) -> some View {
    return
      content
      .scaleEffect(isActive ? 0.1 : 1)
      .opacity(isActive ? 0 : 1)
  }
}

let scaleAndFade = AnyTransition.modifier(
  active: ScaleAndFade(isActive: true),
  identity: ScaleAndFade(isActive: false)
)
