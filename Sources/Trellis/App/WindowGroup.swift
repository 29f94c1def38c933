public import TrellisCore

/// A scene of windows that all show the same kind of content, each with its own state.
///
/// The app opens one window of its first group at launch; `openWindow(id:)` and the New Window
/// command (Control-N, unless `CommandGroup(replacing: .newItem)` takes it) open more.
///
/// A group made `for` a type of value opens a window per value with `openWindow(value:)`, and
/// raises the window already showing an equal value rather than opening another:
///
/// ```swift
/// WindowGroup(for: Note.ID.self) { $noteID in
///     NoteEditor(noteID: noteID)
/// }
/// …
/// openWindow(value: note.id)
/// ```
public struct WindowGroup<Content: View>: Scene {
  let title: String
  let id: String?
  /// The type of value the windows present, for a group made `for` one.
  var presentedType: ObjectIdentifier?
  /// The content of a window, given the value it presents (nil for a group without values).
  let content: (PresentedWindowValue?) -> Content

  /// Windows titled `title`, found by `openWindow(id:)` through `id`, showing `content`.
  public init(_ title: String, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.id = id
    self.content = { _ in content() }
  }

  /// Untitled windows (named after the app), found by `openWindow(id:)` through `id`.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(ProcessEnvironment.processName, id: id, content: content)
  }

  /// Untitled windows showing `content`; each is named after the app.
  public init(@ViewBuilder content: @escaping () -> Content) {
    self.init(ProcessEnvironment.processName, content: content)
  }

  /// Windows titled `title`, found by `openWindow(id:)` through `id`, each presenting a value
  /// of `type` (nil in the window opened at launch) that `content` gets a binding to.
  public init<Value: Codable & Hashable, C: View>(
    _ title: String, id: String? = nil, for type: Value.Type,
    @ViewBuilder content: @escaping (Binding<Value?>) -> C
  ) where Content == PresentedWindowContent<Value, C> {
    self.title = title
    self.id = id
    presentedType = ObjectIdentifier(type)
    self.content = { presented in
      PresentedWindowContent(
        presented: presented ?? PresentedWindowValue(nil), defaultValue: nil, content: content)
    }
  }

  /// Untitled windows (named after the app), each presenting a value of `type`.
  public init<Value: Codable & Hashable, C: View>(
    for type: Value.Type, @ViewBuilder content: @escaping (Binding<Value?>) -> C
  ) where Content == PresentedWindowContent<Value, C> {
    self.init(ProcessEnvironment.processName, for: type, content: content)
  }

  /// Untitled windows found through `id`, each presenting a value of `type`.
  public init<Value: Codable & Hashable, C: View>(
    id: String, for type: Value.Type, @ViewBuilder content: @escaping (Binding<Value?>) -> C
  ) where Content == PresentedWindowContent<Value, C> {
    self.init(ProcessEnvironment.processName, id: id, for: type, content: content)
  }

  /// Untitled windows each presenting a value of `type`, or `defaultValue()` when opened
  /// without one (at launch, or by New Window).
  public init<Value: Codable & Hashable, C: View>(
    for type: Value.Type = Value.self, @ViewBuilder content: @escaping (Binding<Value>) -> C,
    defaultValue: @escaping () -> Value
  ) where Content == PresentedWindowContent<Value, C> {
    title = ProcessEnvironment.processName
    id = nil
    presentedType = ObjectIdentifier(type)
    self.content = { presented in
      PresentedWindowContent(presented: presented ?? PresentedWindowValue(nil), defaultValue: defaultValue) {
        optional in
        content(
          Binding(get: { optional.wrappedValue ?? defaultValue() }, set: { optional.wrappedValue = $0 }))
      }
    }
  }

  public var body: Never { fatalError("WindowGroup has no body") }

  public func _windows() -> [WindowDescription] {
    [description(kind: .group)]
  }

  public func _commands() -> [CommandsSource] { [] }

  func description(kind: WindowDescription.Kind) -> WindowDescription {
    let content = self.content
    var description = WindowDescription(title: title, id: id, kind: kind) { services, environment in
      ViewGraph(
        content: WindowContent(content: content(environment.presentedWindowValue)), services: services,
        environment: environment)
    }
    description.presentedType = presentedType
    return description
  }
}
