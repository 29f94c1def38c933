public import TrellisCore

/// Opens a window of one of the app's scenes: read it from the environment as `openWindow`.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// …
/// Button("Show Activity") { openWindow(id: "activity") }
/// ```
///
/// A `Window` scene's window is raised when it is already open; a `WindowGroup` gets a new window
/// each time. The new window is an X11 window of its own, run by the same event loop.
public struct OpenWindowAction: @unchecked Sendable {
  // Unchecked: the handler only ever runs on the main actor, where `callAsFunction` is isolated.
  let handler: @MainActor (String) -> Void

  init(handler: @escaping @MainActor (String) -> Void) { self.handler = handler }

  /// Opens a window of the scene whose id is `id` (or raises a `Window` scene's open window).
  @MainActor public func callAsFunction(id: String) { handler(id) }

  /// Outside an app (a `TestHost`, `ImageRenderer`) there is no window to open.
  static let unavailable = OpenWindowAction { id in
    ViewGraph.warnOnce("openWindow(id: \"\(id)\") has no app to open a window in")
  }
}

struct OpenWindowKey: EnvironmentKey {
  static let defaultValue = OpenWindowAction.unavailable
}

extension EnvironmentValues {
  /// Opens a window of one of the app's scenes by its id.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }
}
