import Trellis

/// The ring: one view per wedge, layered in a ZStack and flattened into a single drawing.
struct RingView: View {
  @Environment(Ring.self) private var ring

  var body: some View {
    ZStack {
      ForEach(ring.wedgeIDs, id: \.self) { wedgeID in
        if let wedge = ring.wedges[wedgeID] {
          WedgeView(wedge: wedge)
            .onTapGesture {
              withAnimation(.spring()) { ring.removeWedge(id: wedgeID) }
            }
            .transition(scaleAndFade)
            .accessibilityIdentifier("wedge\(wedgeID)")
        }
      }
      Spacer()
    }
    .drawingGroup()
    .padding()
  }
}

/// A wedge filled with its gradient.
struct WedgeView: View {
  var wedge: Ring.Wedge

  var body: some View {
    WedgeShape(wedge: wedge).fill(wedge.foregroundGradient)
  }
}
