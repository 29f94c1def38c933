import Trellis

/// The window: controls above the ring, which reads the model from the environment.
struct ContentView: View {
  @State private var ring = Ring.sample

  var body: some View {
    VStack(spacing: 16) {
      HStack(spacing: 12) {
        Button {
          withAnimation(.spring()) { ring.addWedge(.random) }
        } label: {
          Label("Add Wedge", systemImage: "plus")
        }
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier("add")
        Button("Clear") {
          withAnimation(.easeInOut) { ring.reset() }
        }
        .buttonStyle(.bordered)
        .disabled(ring.wedgeIDs.isEmpty)
        .accessibilityIdentifier("clear")
        Spacer()
        Toggle("Random walk", isOn: $ring.isWalking)
          .toggleStyle(.switch)
          .fixedSize()
          .accessibilityIdentifier("walk")
      }
      RingView()
        .environment(ring)
        .aspectRatio(1, contentMode: .fit)
        .accessibilityIdentifier("ring")
      Text(caption)
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
    .padding(20)
  }

  private var caption: String {
    switch ring.wedgeIDs.count {
    case 0: "Add a wedge to start a ring."
    case 1: "1 wedge — click it to remove it."
    case let count: "\(count) wedges — click one to remove it."
    }
  }
}
