import TrellisCore

/// Lets a window's content keep the window open when it is asked to close (by the window
/// manager, Control-W or `dismissWindow()`), to ask first; the app puts one in each window's
/// environment.
@MainActor
final class WindowCloseGuard {
  /// Asked before the window closes; returns whether it may close now. A content that says no
  /// closes the window later, with `closeNow()`, if the user agrees.
  var shouldClose: (() -> Bool)?
  /// Closes the window without asking; set by the app.
  var close: () -> Void = {}

  /// Whether the window may close now.
  func allowsClose() -> Bool { shouldClose?() ?? true }

  /// Closes the window without asking again.
  func closeNow() { close() }
}

struct WindowCloseGuardKey: EnvironmentKey {
  static let defaultValue: WindowCloseGuard? = nil
}

extension EnvironmentValues {
  /// The window's close guard; nil outside an app window.
  var windowCloseGuard: WindowCloseGuard? {
    get { self[WindowCloseGuardKey.self] }
    set { self[WindowCloseGuardKey.self] = newValue }
  }
}
