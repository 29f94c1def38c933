import Trellis

/// The animated ring of wedges from WWDC19's "Building Custom Views with SwiftUI", running on
/// Trellis: a custom animatable shape, angular gradients, a custom transition and a drawing group.
@main
struct RingsApp: App {
  var body: some Scene {
    WindowGroup("Rings") {
      ContentView()
    }
    .defaultSize(width: 560, height: 620)
  }
}
