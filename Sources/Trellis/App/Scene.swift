public import TrellisCore

/// Part of an app's interface: a window group, a window, or several of them.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder var body: Body { get }
  /// Implementation detail: the windows this scene declares.
  func _windows() -> [WindowDescription]
}

extension Scene {
  public func _windows() -> [WindowDescription] { body._windows() }
}

extension Never: Scene {}

/// Implementation detail: what the runner needs to open one window.
@MainActor
public struct WindowDescription {
  var title: String
  var id: String?
  var defaultSize: CGSize?
  var makeGraph: (RenderServices, EnvironmentValues) -> ViewGraph
}

/// Builds scenes from the statements of an app's `body`.
@resultBuilder @MainActor
public enum SceneBuilder {
  /// A single scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
    repeat each Content
  > {
    TupleScene(repeat each content)
  }
}

/// Several scenes together.
public struct TupleScene<each Content: Scene>: Scene {
  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }

  public var body: Never { fatalError("TupleScene has no body") }

  public func _windows() -> [WindowDescription] {
    var result: [WindowDescription] = []
    for scene in repeat each content { result += scene._windows() }
    return result
  }
}

/// A window whose content is a view. (On Linux each group opens one window.)
public struct WindowGroup<Content: View>: Scene {
  let title: String
  let id: String?
  let content: () -> Content
  var size: CGSize?

  /// A window titled `title` showing `content`.
  public init(_ title: String, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// An untitled window showing `content`; the window is named after the app.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init(ProcessEnvironment.processName, content: content)
  }

  public var body: Never { fatalError("WindowGroup has no body") }

  public func _windows() -> [WindowDescription] {
    let content = self.content
    return [
      WindowDescription(title: title, id: id, defaultSize: size) { services, environment in
        ViewGraph(content: content(), services: services, environment: environment)
      }
    ]
  }
}

/// A single, unique window.
public struct Window<Content: View>: Scene {
  var group: WindowGroup<Content>

  /// A window titled `title`, identified by `id`, showing `content`.
  public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
    group = WindowGroup(title, id: id, content: content)
  }

  public var body: Never { fatalError("Window has no body") }

  public func _windows() -> [WindowDescription] { group._windows() }
}

extension WindowGroup {
  /// The window's size when it opens, in points.
  public func defaultSize(width: CGFloat, height: CGFloat) -> WindowGroup {
    var copy = self
    copy.size = CGSize(width: width, height: height)
    return copy
  }

  /// The window's size when it opens, in points.
  public func defaultSize(_ size: CGSize) -> WindowGroup {
    defaultSize(width: size.width, height: size.height)
  }
}

extension Window {
  /// The window's size when it opens, in points.
  public func defaultSize(width: CGFloat, height: CGFloat) -> Window {
    var copy = self
    copy.group = group.defaultSize(width: width, height: height)
    return copy
  }
}
