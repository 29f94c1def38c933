import TrellisCore
import TrellisX11

/// The open windows of a running app: opens them (at launch and on `openWindow`), closes them,
/// and routes each X event to its window, until the last one closes.
@MainActor
final class AppWindows {
  private let display: X11Display
  private let loop: X11EventLoop
  private let scenes: [WindowDescription]
  private let dump: LayoutDump?
  private let appName = ProcessEnvironment.processName
  /// The files a document app opened or saved last, for File ▸ Open Recent.
  private lazy var recentDocuments = RecentDocuments(appName: appName)
  private var hosts: [UInt: WindowHost] = [:]
  /// The window opened most recently.
  private var lastOpened: UInt?
  /// The value each window of a `WindowGroup(for:)` presents, by window.
  private var presented: [UInt: PresentedWindowValue] = [:]
  /// What each window's content says about closing it.
  private var closeGuards: [UInt: WindowCloseGuard] = [:]
  /// The window whose event is being handled, which a menu command's `dismissWindow()` closes.
  private var activeWindow: UInt?
  /// The app's menu commands, as views that are never shown, matched for keys windows leave;
  /// built at the first such key, so that start-up does not pay for them.
  private lazy var commandGraph: ViewGraph = {
    let content = AppCommands(
      sources: commands, scenes: scenes, open: { [unowned self] scene in self.open(scene) },
      quit: { [unowned self] in self.closeAll() })
    let graph = ViewGraph(content: content, services: .pango, environment: commandEnvironment())
    graph.readsKeyWindowFocusedValues = true
    return graph
  }()
  private let commands: [CommandsSource]
  /// The X keysym of F10.
  private static let f10Keysym: UInt32 = 0xffc7
  /// The window with the keyboard focus, when the server said which.
  private var focusedWindow: UInt?
  /// Whether the keyboard focus is in one of the app's windows. Until a window reports losing
  /// it, the app counts as in front, as an app that has just opened its windows is.
  private var hasFocus = true

  init(display: X11Display, scenes: [WindowDescription], commands: [CommandsSource], dump: LayoutDump?) {
    self.display = display
    self.scenes = scenes
    self.dump = dump
    self.commands = commands
    loop = X11EventLoop(display: display)
  }

  /// The scene whose window opens at launch: the first, unless it is `Settings`, which opens only
  /// when asked.
  static func launchScene(of scenes: [WindowDescription]) -> WindowDescription? {
    scenes.first { $0.kind != .settings }
  }

  /// The window actions the menu commands read from the environment: their `dismissWindow()`
  /// closes the window the key was typed in.
  private func commandEnvironment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.recentDocuments = recentDocuments
    environment.openWindow = OpenWindowAction(
      handler: { [unowned self] id in self.openWindow(id: id) },
      valueHandler: { [unowned self] id, value in self.openWindow(id: id, value: value) })
    environment.openSettings = OpenSettingsAction { [unowned self] in self.openSettings() }
    environment.dismissWindow = DismissWindowAction { [unowned self] id in
      if let id {
        self.dismissWindows(id: id)
      } else if let activeWindow = self.activeWindow {
        self.close(activeWindow)
      }
    }
    return environment
  }

  /// Opens a window of `scene`, presenting `value` when the scene presents values.
  func open(_ scene: WindowDescription, value: AnyHashable? = nil) {
    // The window's id is known only once it exists; the dismiss action reads it then.
    let opened = OpenedWindow()
    var environment = commandEnvironment()
    environment.dismissWindow = DismissWindowAction { [unowned self] id in
      if let id {
        self.dismissWindows(id: id)
      } else if let id = opened.id {
        self.close(id)
      }
    }
    // Only apps with commands of their own get a menu bar: the standard items alone (New
    // Window, Close, Quit) are reached well enough by their shortcuts, and a bar holding just
    // them would take room from every small app. Settings windows have none, as on Linux.
    if !commands.isEmpty, scene.kind != .settings {
      environment.windowMenuBar = WindowMenuBar(
        sources: commands, scenes: scenes, open: { [unowned self] scene in self.open(scene) },
        quit: { [unowned self] in self.closeAll() },
        typeKey: { [unowned self] event in
          // A key no view takes goes on to the menu items' shortcuts, which would type it again.
          guard !opened.isTypingMenuKey, let id = opened.id, let host = hosts[id] else { return }
          opened.isTypingMenuKey = true
          defer { opened.isTypingMenuKey = false }
          host.graph.keyDown(event)
        })
    }
    let value = scene.presentedType == nil ? nil : PresentedWindowValue(value)
    environment.presentedWindowValue = value
    let closeGuard = WindowCloseGuard()
    environment.windowCloseGuard = closeGuard
    environment.undoManager = UndoManager()
    environment.setWindowTitle = WindowTitleAction { [unowned self] title in
      // The first title may be set while the window is being made, before it is registered.
      if let id = opened.id, let host = hosts[id] { host.title = title } else { opened.title = title }
    }
    let host = WindowHost(description: scene, display: display, appName: appName, environment: environment)
    opened.id = host.window.id
    hosts[host.window.id] = host
    lastOpened = host.window.id
    presented[host.window.id] = value
    if let title = opened.title { host.title = title }
    let id = host.window.id
    closeGuard.close = { [unowned self] in self.close(id, asking: false) }
    closeGuards[id] = closeGuard
    host.graph.onNeedsUpdate = {}
    host.graph.becomeKeyForFocusedValues()
    host.graph.commandShortcuts = { [unowned self, unowned graph = host.graph] event in
      // The key was typed in this window, so its focused values are the ones commands act on.
      graph.becomeKeyForFocusedValues()
      // Commands may read state (`.disabled(model.isEmpty)`); nothing else updates their graph.
      commandGraph.update()
      if commandGraph.performKeyboardShortcut(event) { return true }
      // F10, as in GTK and Qt apps, opens the menu bar; Alt and a title's first letter opens
      // that menu.
      if case .character(let letter) = event.key, event.modifiers == .option, let letter = letter.first {
        return graph.openMenuBar(mnemonic: letter)
      }
      return event.key == .other(Self.f10Keysym) && event.modifiers.isEmpty && graph.openMenuBar()
    }
    host.didFrame = { [unowned self] in self.writeDump() }
  }

  /// Hands URLs the app was launched with to the `.onOpenURL` views of the window opened last,
  /// saying on stderr when no view takes one.
  func openURLs(_ urls: [URL]) {
    guard let id = lastOpened, let host = hosts[id] else { return }
    for url in urls where !host.graph.handleOpenURL(url) {
      FileHandle.standardError.write(
        Data("Trellis: no view handles \(url.absoluteString) (give one an .onOpenURL)\n".utf8))
    }
  }

  /// Opens a window of the scene whose id is `id`; a single window that is open is raised.
  func openWindow(id: String) {
    guard let scene = scenes.first(where: { $0.id == id && $0.kind != .settings }) else {
      ViewGraph.warnOnce("openWindow(id: \"\(id)\"): the app has no scene with that id")
      return
    }
    openOrRaise(scene)
  }

  /// Opens a window presenting `value`, of the first scene made for its type (and with id
  /// `id`, when given), or raises the window of that scene presenting an equal value.
  func openWindow(id: String?, value: AnyHashable) {
    let type = ObjectIdentifier(Swift.type(of: value.base))
    guard
      let scene = scenes.first(where: { $0.presentedType == type && (id == nil || $0.id == id) })
    else {
      ViewGraph.warnOnce(
        "openWindow(value: \(value.base)): the app has no WindowGroup(for: \(Swift.type(of: value.base)).self)"
          + (id.map { " with id \"\($0)\"" } ?? ""))
      return
    }
    let open = hosts.values.sorted { $0.window.id < $1.window.id }.first { host in
      host.description.isSameScene(as: scene) && presented[host.window.id]?.value == value
    }
    if let open {
      open.window.raise()
    } else {
      self.open(scene, value: value)
    }
  }

  /// Opens the `Settings` scene's window, or raises it.
  func openSettings() {
    guard let scene = scenes.first(where: { $0.kind == .settings }) else {
      ViewGraph.warnOnce("openSettings(): the app has no Settings scene")
      return
    }
    openOrRaise(scene)
  }

  private func openOrRaise(_ scene: WindowDescription) {
    if scene.kind != .group, let open = hosts.values.first(where: { $0.description.isSameScene(as: scene) }) {
      open.window.raise()
    } else {
      open(scene)
    }
  }

  /// Closes every open window, each asking first if its content wants to (Quit).
  func closeAll() {
    for host in hosts.values.sorted(by: { $0.window.id < $1.window.id }) { close(host.window.id) }
  }

  /// Closes every open window of the scene whose id is `id`.
  func dismissWindows(id: String) {
    for host in hosts.values.sorted(by: { $0.window.id < $1.window.id }) where host.description.id == id {
      close(host.window.id)
    }
  }

  /// Closes a window, unless `asking` its content keeps it open (to ask about unsaved changes
  /// first); closing the last one ends the event loop, and with it the app.
  func close(_ window: UInt, asking: Bool = true) {
    if asking, let closeGuard = closeGuards[window], !closeGuard.allowsClose() { return }
    guard let host = hosts.removeValue(forKey: window) else { return }
    presented[window] = nil
    closeGuards[window] = nil
    host.graph.resignKeyForFocusedValues()
    host.close()
    writeDump()
    if hosts.isEmpty { loop.stop() }
  }

  /// Handles events and draws frames until the last window closes.
  func run() {
    loop.run(
      nextFrame: { [unowned self] in hosts.values.compactMap(\.nextFrame).min() },
      onEvent: { [unowned self] window, event in
        guard let host = hosts[window.id] else { return }
        if case .closeRequested = event {
          close(window.id)
          return
        }
        if case .focusGained = event { host.graph.becomeKeyForFocusedValues() }
        noteScenePhase(event, of: host)
        activeWindow = window.id
        host.handle(event)
        activeWindow = nil
      },
      onFrame: { [unowned self] in
        for host in hosts.values { host.frame() }
      })
  }

  /// Follows focus and mapping into every window's `scenePhase`. A focus move between two of
  /// the app's windows reports a loss before the gain; both come in one batch of events, before
  /// the next frame updates any view, so views never see the app as inactive in between.
  private func noteScenePhase(_ event: X11Event, of host: WindowHost) {
    switch event {
    case .focusGained:
      focusedWindow = host.window.id
      hasFocus = true
    case .focusLost:
      guard focusedWindow == nil || focusedWindow == host.window.id else { return }
      focusedWindow = nil
      hasFocus = false
    case .mapped: host.isMapped = true
    case .unmapped: host.isMapped = false
    default: return
    }
    for host in hosts.values {
      host.scenePhase = host.isMapped ? (hasFocus ? .active : .inactive) : .background
    }
  }

  private func writeDump() {
    // A window not laid out yet would be listed at zero size, with nothing in it: a test that
    // clicked what it found there would click at (0, 0).
    let shown = hosts.values.filter(\.hasLaidOut).sorted { $0.window.id < $1.window.id }
    dump?.write(shown.map { ($0.title, $0.graph) })
  }
}

extension WindowDescription {
  /// Whether two descriptions come from the same scene (the app's body is evaluated once, so
  /// a scene's kind, id and title tell it apart).
  func isSameScene(as other: WindowDescription) -> Bool {
    kind == other.kind && id == other.id && title == other.title
  }
}

/// The id of a window being opened, filled in once its X window exists, and a title set before.
@MainActor
private final class OpenedWindow {
  var id: UInt?
  /// A title the content set before the window was registered.
  var title: String?
  /// Whether an Edit menu item is typing its key in the window.
  var isTypingMenuKey = false
}
