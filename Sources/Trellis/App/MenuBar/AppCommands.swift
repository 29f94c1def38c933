import TrellisCore

/// An app's menu commands as one view that is never shown: the standard items Trellis supplies
/// and the app's own, in the order macOS puts them in its menus, so that a shortcut two commands
/// share runs the one macOS would.
struct AppCommands: View {
  let sources: [CommandsSource]
  let scenes: [WindowDescription]
  /// Opens a window of a scene, for New Window.
  let open: @MainActor (WindowDescription) -> Void
  /// Closes every window, for Quit.
  let quit: @MainActor () -> Void

  var body: some View {
    // Evaluating the commands here lets their graph follow the state their bodies read.
    let items = Self.items(sources.flatMap { $0.contents() }, scenes: scenes, open: open, quit: quit)
    VStack {
      ForEach(items.indices, id: \.self) { index in items[index] }
    }
  }

  /// The items of `commands` and of the standard groups they do not replace, in menu order.
  /// `open` opens a window of a scene, for New Window; `quit` closes every window, for Quit.
  static func items(
    _ commands: [CommandContent], scenes: [WindowDescription],
    open: @escaping @MainActor (WindowDescription) -> Void, quit: @escaping @MainActor () -> Void
  ) -> [AnyView] {
    CommandSection.sections(commands, scenes: scenes, open: open, quit: quit).map(\.items)
  }

  /// The standard items whose shortcuts Trellis supplies: New Window (Control-N) when the app has
  /// a window group, Close (Control-W), Quit (Control-Q), Settings… (Control-Comma) when it
  /// has a `Settings` scene, and an item for each `Window` scene (with the scene's shortcut).
  static func standardItems(
    scenes: [WindowDescription], open: @escaping @MainActor (WindowDescription) -> Void,
    quit: @escaping @MainActor () -> Void
  ) -> [(CommandGroupPlacement, AnyView)] {
    var items: [(CommandGroupPlacement, AnyView)] = [(.appTermination, AnyView(QuitCommand(action: quit)))]
    if scenes.contains(where: { $0.kind == .settings }) {
      items.append((.appSettings, AnyView(SettingsCommand())))
    }
    if let group = scenes.first(where: { $0.kind == .group }) {
      // In a document app, a new window is a new document.
      let title = group.opensFiles ? "New" : "New Window"
      items.append((.newItem, AnyView(NewWindowCommand(title: title) { open(group) })))
    }
    items.append((.saveItem, AnyView(CloseWindowCommand())))
    // Each single window is listed in the Window menu, as macOS lists them.
    for scene in scenes where scene.kind == .single {
      guard let id = scene.id else { continue }
      items.append(
        (
          .singleWindowList,
          AnyView(SingleWindowCommand(title: scene.title, id: id, shortcut: scene.keyboardShortcut))
        ))
    }
    return items
  }
}

/// Settings… (Control-Comma): opens the `Settings` window.
private struct SettingsCommand: View {
  @Environment(\.openSettings) private var openSettings

  var body: some View {
    Button("Settings…") { openSettings() }.keyboardShortcut(",")
  }
}

/// Quit (Control-Q): closes every window, each asking first if it must (a document with unsaved
/// changes); the app ends with the last.
private struct QuitCommand: View {
  let action: @MainActor () -> Void

  var body: some View {
    Button("Quit \(ProcessEnvironment.processName)", action: action).keyboardShortcut("q")
  }
}

/// A `Window` scene's item in the Window menu: opens its window, or raises it when it is open.
private struct SingleWindowCommand: View {
  let title: String
  let id: String
  let shortcut: KeyboardShortcut?
  @Environment(\.openWindow) private var openWindow

  var body: some View {
    Button(title) { openWindow(id: id) }.keyboardShortcut(shortcut)
  }
}

/// Close (Control-W): closes the window the key was typed in.
private struct CloseWindowCommand: View {
  @Environment(\.dismissWindow) private var dismissWindow

  var body: some View {
    Button("Close") { dismissWindow() }.keyboardShortcut("w")
  }
}

/// New Window (Control-N): opens another window of the app's first window group; New, in a
/// document app.
private struct NewWindowCommand: View {
  let title: String
  let action: @MainActor () -> Void

  var body: some View {
    Button(title, action: action).keyboardShortcut("n")
  }
}
