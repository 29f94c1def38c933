import TrellisCore

/// Part of an app's interface: a window group, a window, the settings window, or several of them.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder var body: Body { get }
  /// Implementation detail: the windows this scene declares.
  func _windows() -> [WindowDescription]
  /// Implementation detail: the menu commands this scene adds to the app.
  func _commands() -> [CommandsSource]
}

extension Scene {
  public func _windows() -> [WindowDescription] { body._windows() }
  public func _commands() -> [CommandsSource] { body._commands() }
}

extension Never: Scene {}

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

  public func _commands() -> [CommandsSource] {
    var result: [CommandsSource] = []
    for scene in repeat each content { result += scene._commands() }
    return result
  }
}
