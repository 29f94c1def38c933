public import TrellisCore

/// Closes windows of the app: read it from the environment as `dismissWindow`.
///
/// Closing the app's last window ends the app, as closing it with the window manager does.
public struct DismissWindowAction: @unchecked Sendable {
  // Unchecked: the handler only ever runs on the main actor, where `callAsFunction` is isolated.
  let handler: @MainActor (String?) -> Void

  init(handler: @escaping @MainActor (String?) -> Void) { self.handler = handler }

  /// Closes the window this view is in (for a menu command: the window the key was typed in).
  @MainActor public func callAsFunction() { handler(nil) }

  /// Closes the open windows of the scene whose id is `id`.
  @MainActor public func callAsFunction(id: String) { handler(id) }

  /// Outside an app (a `TestHost`, `ImageRenderer`) there is no window to close.
  static let unavailable = DismissWindowAction { _ in
    ViewGraph.warnOnce("dismissWindow() has no app window to close")
  }
}

struct DismissWindowKey: EnvironmentKey {
  static let defaultValue = DismissWindowAction.unavailable
}

extension EnvironmentValues {
  /// Closes the window a view is in, or the windows of a scene by its id.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }
}
