import Trellis

/// Every control and shape style Trellis draws, in one scrolling window, light or dark.
@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup("Gallery") {
      ContentView()
    }
    .defaultSize(width: 860, height: 760)
    .commands {
      InspectorCommands()
    }
  }
}
