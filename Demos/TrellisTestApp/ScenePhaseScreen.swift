import Trellis

/// The `scenephase` mode: the window's scene phase, and every phase `onChange` saw, for the test
/// that focus and mapping reach `@Environment(\.scenePhase)`. The spinner animates for as long
/// as the window is shown, so the test can see that a hidden one draws no frames.
struct ScenePhaseScreen: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var changes: [String] = []

  var body: some View {
    VStack(alignment: .leading) {
      Text("Phase: \(Self.name(scenePhase))").accessibilityIdentifier("phase")
      Text("Changes: \(changes.joined(separator: " "))").accessibilityIdentifier("changes")
      ProgressView()
    }
    .padding()
    .onChange(of: scenePhase) { _, phase in changes.append(Self.name(phase)) }
  }

  private static func name(_ phase: ScenePhase) -> String {
    switch phase {
    case .active: "active"
    case .inactive: "inactive"
    case .background: "background"
    }
  }
}
