public import TrellisCore

/// A scene of windows that all show the same kind of content, each with its own state.
///
/// The app opens one window of its first group at launch; `openWindow(id:)` and the New Window
/// command (Control-N, unless `CommandGroup(replacing: .newItem)` takes it) open more.
public struct WindowGroup<Content: View>: Scene {
  let title: String
  let id: String?
  let content: () -> Content

  /// Windows titled `title`, found by `openWindow(id:)` through `id`, showing `content`.
  public init(_ title: String, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// Untitled windows (named after the app), found by `openWindow(id:)` through `id`.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(ProcessEnvironment.processName, id: id, content: content)
  }

  /// Untitled windows showing `content`; each is named after the app.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init(ProcessEnvironment.processName, content: content)
  }

  public var body: Never { fatalError("WindowGroup has no body") }

  public func _windows() -> [WindowDescription] {
    [description(kind: .group)]
  }

  public func _commands() -> [CommandsSource] { [] }

  func description(kind: WindowDescription.Kind) -> WindowDescription {
    let content = self.content
    return WindowDescription(title: title, id: id, kind: kind) { services, environment in
      ViewGraph(content: content(), services: services, environment: environment)
    }
  }
}
