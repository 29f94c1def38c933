import TrellisCore

/// A Trellis app: its `body` declares the windows it opens. Mark it `@main`:
///
/// ```swift
/// @main
/// struct PetVotingApp: App {
///     var body: some Scene {
///         WindowGroup("Pet Voting") { ContentView() }
///             .defaultSize(width: 700, height: 560)
///     }
/// }
/// ```
///
/// At launch the window of the app's first scene opens (never the `Settings` scene's); views
/// open others with `openWindow(id:)`. The app runs until its last window closes (exit status 0). With no X display it prints one line
/// saying so and exits with status 1, unless run with `--snapshot <file.png>`, which renders the
/// first window's content to a PNG file headlessly instead.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's windows.
  @SceneBuilder var body: Body { get }
  /// Creates the app.
  init()
}

extension App {
  /// Runs the app: opens its first window and handles events until the last one closes.
  public static func main() {
    AppRunner.run(Self(), arguments: CommandLine.arguments)
  }
}
