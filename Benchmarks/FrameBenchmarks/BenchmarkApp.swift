import Foundation
import Trellis

/// The windows the driver measures through the real app path (`AppRunner`, `WindowHost`), picked
/// by the `FRAME_BENCH_SCENE` environment variable: `buttons`, `circles` or `region`.
struct BenchmarkApp: App {
  /// The scene's content, by name.
  enum Content: String {
    case buttons, circles, region
  }

  let content = Content(rawValue: ProcessInfo.processInfo.environment["FRAME_BENCH_SCENE"] ?? "") ?? .buttons

  var body: some Scene {
    WindowGroup("Frame benchmark") {
      BenchmarkContent(content: content)
    }
    .defaultSize(width: 1000, height: 700)
  }
}

/// The view for one ``BenchmarkApp/Content`` case.
struct BenchmarkContent: View {
  let content: BenchmarkApp.Content

  var body: some View {
    switch content {
    case .buttons: ButtonGrid()
    case .circles: MovingCircles()
    case .region: MovingRegion()
    }
  }
}
