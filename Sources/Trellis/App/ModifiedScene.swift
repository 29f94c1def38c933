/// A scene with a scene modifier applied: its windows changed, or commands added.
public struct _ModifiedScene<Content: Scene>: Scene {
  let content: Content
  let windowChange: (inout WindowDescription) -> Void
  let addedCommands: [CommandsSource]

  init(
    _ content: Content, commands: [CommandsSource] = [],
    windowChange: @escaping (inout WindowDescription) -> Void = { _ in }
  ) {
    self.content = content
    self.windowChange = windowChange
    addedCommands = commands
  }

  public var body: Never { fatalError("_ModifiedScene has no body") }

  public func _windows() -> [WindowDescription] {
    content._windows().map { description in
      var changed = description
      windowChange(&changed)
      return changed
    }
  }

  public func _commands() -> [CommandsSource] { content._commands() + addedCommands }
}
