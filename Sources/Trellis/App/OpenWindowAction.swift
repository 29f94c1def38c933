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
///
/// `openWindow(value:)` opens a window of the first `WindowGroup(for:)` whose type is the
/// value's, presenting that value, or raises the window that already presents an equal one.
public struct OpenWindowAction: @unchecked Sendable {
  // Unchecked: the handler only ever runs on the main actor, where `callAsFunction` is isolated.
  let handler: @MainActor (String) -> Void
  /// Opens a window presenting a value, of the scene with an id when one is given.
  let valueHandler: @MainActor (String?, AnyHashable) -> Void

  init(
    handler: @escaping @MainActor (String) -> Void,
    valueHandler: @escaping @MainActor (String?, AnyHashable) -> Void
  ) {
    self.handler = handler
    self.valueHandler = valueHandler
  }

  /// Opens a window of the scene whose id is `id` (or raises a `Window` scene's open window).
  @MainActor public func callAsFunction(id: String) { handler(id) }

  /// Opens a window presenting `value`, of the first group made for its type, or raises the
  /// window that already presents an equal value.
  @MainActor public func callAsFunction<Value: Codable & Hashable>(value: Value) {
    valueHandler(nil, AnyHashable(value))
  }

  /// Opens a window presenting `value`, of the group whose id is `id`, or raises the window of
  /// that group that already presents an equal value.
  @MainActor public func callAsFunction<Value: Codable & Hashable>(id: String, value: Value) {
    valueHandler(id, AnyHashable(value))
  }

  /// Outside an app (a `TestHost`, `ImageRenderer`) there is no window to open.
  static let unavailable = OpenWindowAction(
    handler: { id in ViewGraph.warnOnce("openWindow(id: \"\(id)\") has no app to open a window in") },
    valueHandler: { _, value in
      ViewGraph.warnOnce("openWindow(value: \(value.base)) has no app to open a window in")
    })
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
