/// Where a scene is in its life: in front and taking input, visible but not in front, or hidden.
///
/// Read it with `@Environment(\.scenePhase)`. On X11 a window is ``active`` while one of the
/// app's windows has the keyboard focus, ``inactive`` while it is shown but the focus is in
/// another app, and ``background`` while it is minimized or otherwise unmapped. Headless hosts
/// (image renders and test hosts) are always ``active``.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown: the window is minimized or unmapped.
  case background
  /// Shown, but the app does not have the keyboard focus.
  case inactive
  /// Shown, with the keyboard focus in one of the app's windows.
  case active
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The phase of the scene that holds the view: see ``ScenePhase``.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
