public import TrellisCore

/// Opens the app's `Settings` window, or raises it when it is open: read it from the environment
/// as `openSettings`. Control-Comma (the Linux spelling of Command-Comma) does the same.
public struct OpenSettingsAction: @unchecked Sendable {
  // Unchecked: the handler only ever runs on the main actor, where `callAsFunction` is isolated.
  let handler: @MainActor () -> Void

  init(handler: @escaping @MainActor () -> Void) { self.handler = handler }

  /// Opens the settings window.
  @MainActor public func callAsFunction() { handler() }

  /// Outside an app (a `TestHost`, `ImageRenderer`) there is no settings window to open.
  static let unavailable = OpenSettingsAction {
    ViewGraph.warnOnce("openSettings() has no app with a Settings scene")
  }
}

struct OpenSettingsKey: EnvironmentKey {
  static let defaultValue = OpenSettingsAction.unavailable
}

extension EnvironmentValues {
  /// Opens the app's `Settings` window.
  public var openSettings: OpenSettingsAction {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}
