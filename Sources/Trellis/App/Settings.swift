public import TrellisCore

/// The app's settings window. It does not open at launch: Control-Comma (the Linux spelling of
/// Command-Comma) in any of the app's windows, `openSettings()` and `SettingsLink` open it, or
/// raise it when it is open.
///
/// ```swift
/// Settings { SettingsView() }
/// ```
public struct Settings<Content: View>: Scene {
  let content: Content

  /// A settings window showing `content`; it cannot be resized beyond what the content allows.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { fatalError("Settings has no body") }

  public func _windows() -> [WindowDescription] {
    let content = self.content
    return [
      WindowDescription(title: "Settings", id: nil, kind: .settings) { services, environment in
        ViewGraph(content: content, services: services, environment: environment)
      }
    ]
  }

  public func _commands() -> [CommandsSource] { [] }
}
