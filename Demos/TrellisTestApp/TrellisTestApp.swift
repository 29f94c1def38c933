import Trellis

/// A small app for the X11 window tests, one screen per mode given as its first argument:
///
/// - `textfield` (the default): two text fields, labels (one selectable) and a link, for typing,
///   the clipboard and the pointer's shape.
/// - `task`: a label an asynchronous `.task` changes.
/// - `navigation`: a `NavigationStack` to push views onto and pop them off.
/// - `tabs`: a `TabView`, a `Menu`, a context menu and a `TimelineView`.
/// - `split`: a three-column `NavigationSplitView`, mail-like.
/// - `texteditor`: a field and a `TextEditor`, for typing several lines.
/// - `scenes`: menu commands, an Activity `Window`, `Settings`, `openWindow` and
///   `dismissWindow`.
/// - `scenephase`: the window's `scenePhase` and the changes to it.
/// - `pinch`: a square to zoom and turn with the wheel and Control (and Shift).
/// - `countdown`: a three-second `Text(timerInterval:)` that ticks with no input, then stops.
/// - `openurl`: the URLs given as its other arguments, which `.onOpenURL` receives.
@main
struct TrellisTestApp: App {
  /// The screen to show, from the first argument that is not an option.
  static let mode = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? "textfield"

  /// The main window's size when it opens.
  static var windowSize: CGSize {
    switch mode {
    case "split": SplitScreen.windowSize
    case "scenes": CGSize(width: 480, height: 200)
    case "textfield": CGSize(width: 360, height: 230)
    default: CGSize(width: 360, height: 200)
    }
  }

  var body: some Scene {
    WindowGroup("Trellis Test: \(Self.mode)", id: "main") {
      switch Self.mode {
      case "textfield": TextFieldScreen()
      case "task": TaskScreen()
      case "navigation": NavigationScreen()
      case "tabs": TabsScreen()
      case "split": SplitScreen()
      case "texteditor": TextEditorScreen()
      case "timer": TimerScreen()
      case "scenes": ScenesScreen()
      case "scenephase": ScenePhaseScreen()
      case "pinch": PinchScreen()
      case "countdown": CountdownScreen()
      case "openurl": OpenURLScreen()
      default: Text("Unknown mode \(Self.mode)").padding()
      }
    }
    .defaultSize(Self.windowSize)
    .commands {
      if Self.mode == "scenes" {
        ScenesCommands()
      }
    }
    Window("Activity", id: "activity") { ActivityScreen() }
      .defaultSize(width: 240, height: 160)
      .defaultPosition(.bottomTrailing)
      .windowResizability(.contentSize)
      .windowLevel(.floating)
    WindowGroup("Note", for: Int.self) { $number in NoteScreen(number: $number) }
      .defaultSize(width: 240, height: 120)
    Settings { Text("Settings").accessibilityIdentifier("settings-title").padding() }
  }
}
