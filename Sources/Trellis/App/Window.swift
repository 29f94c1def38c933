public import TrellisCore

/// A single, unique window: `openWindow(id:)` raises it when it is already open rather than
/// opening a second one.
///
/// It opens at launch only when it is the app's first scene, as in SwiftUI; otherwise it waits
/// for `openWindow(id:)`.
public struct Window<Content: View>: Scene {
  let group: WindowGroup<Content>

  /// A window titled `title`, identified by `id`, showing `content`.
  public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
    let view = content()
    group = WindowGroup(title, id: id) { view }
  }

  public var body: Never { fatalError("Window has no body") }

  public func _windows() -> [WindowDescription] { [group.description(kind: .single)] }

  public func _commands() -> [CommandsSource] { [] }
}
