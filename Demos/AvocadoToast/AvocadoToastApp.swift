import Trellis

/// The order cell from WWDC19's "Building Custom Views with SwiftUI", running on Trellis: stacks,
/// layout priority, text-baseline alignment and a custom alignment across nested stacks.
@main
struct AvocadoToastApp: App {
  var body: some Scene {
    WindowGroup("Avocado Toast") {
      ContentView()
    }
    .defaultSize(width: 520, height: 410)
  }
}
