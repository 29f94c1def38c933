import Trellis

/// A small app for the X11 window tests, one screen per mode given as its first argument:
///
/// - `textfield` (the default): two text fields, a label and a link, for typing, the clipboard
///   and the pointer's shape.
/// - `task`: a label an asynchronous `.task` changes.
/// - `navigation`: a `NavigationStack` to push views onto and pop them off.
/// - `tabs`: a `TabView`, a `Menu`, a context menu and a `TimelineView`.
/// - `split`: a three-column `NavigationSplitView`, mail-like.
/// - `texteditor`: a field and a `TextEditor`, for typing several lines.
@main
struct TrellisTestApp: App {
  /// The screen to show, from the first argument that is not an option.
  static let mode = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") } ?? "textfield"

  var body: some Scene {
    WindowGroup("Trellis Test: \(Self.mode)") {
      switch Self.mode {
      case "textfield": TextFieldScreen()
      case "task": TaskScreen()
      case "navigation": NavigationScreen()
      case "tabs": TabsScreen()
      case "split": SplitScreen()
      case "texteditor": TextEditorScreen()
      case "timer": TimerScreen()
      default: Text("Unknown mode \(Self.mode)").padding()
      }
    }
    .defaultSize(Self.mode == "split" ? SplitScreen.windowSize : CGSize(width: 360, height: 200))
  }
}
