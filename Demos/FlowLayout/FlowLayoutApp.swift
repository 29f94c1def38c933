import Trellis

/// The flow layout from "Creating custom layouts in SwiftUI", running on Trellis: 150 capsule
/// tags that wrap like words, and a segmented picker that animates them between layouts.
@main
struct FlowLayoutApp: App {
  var body: some Scene {
    WindowGroup("Flow Layout") {
      ContentView()
    }
    .defaultSize(width: 640, height: 520)
  }
}
