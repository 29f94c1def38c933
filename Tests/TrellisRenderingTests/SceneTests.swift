import Testing
import TrellisTesting

@testable import Trellis

/// Scene modifiers, which scene opens at launch, and the app's menu commands, matched by their
/// keyboard shortcuts without a window.
@MainActor
struct SceneTests {
  @Test func sceneModifiersChangeEveryWindowOfTheScene() throws {
    let scene = WindowGroup("Notes", id: "notes") { Text("Hi") }
      .defaultSize(width: 600, height: 400)
      .windowResizability(.contentMinSize)
      .defaultPosition(.topTrailing)
      .windowStyle(.hiddenTitleBar)
      .windowToolbarStyle(.unified(showsTitle: false))
    let window = try #require(scene._windows().first)
    #expect(window.title == "Notes")
    #expect(window.id == "notes")
    #expect(window.defaultSize == CGSize(width: 600, height: 400))
    #expect(window.resizability == .contentMinSize)
    #expect(window.defaultPosition == .topTrailing)
    #expect(
      WindowGroup { Text("Hi") }.defaultSize(CGSize(width: 10, height: 20))._windows().first?.defaultSize
        == CGSize(width: 10, height: 20))
  }

  @Test func onlyTheFirstSceneOpensAtLaunchAndSettingsNever() throws {
    struct Notes: App {
      var body: some Scene {
        Settings { Text("Settings") }
        Window("Activity", id: "activity") { Text("Activity") }
        WindowGroup("Notes") { Text("Notes") }
      }
    }
    let scenes = Notes().body._windows()
    #expect(scenes.map(\.kind) == [.settings, .single, .group])
    #expect(AppWindows.launchScene(of: scenes)?.title == "Activity")
    #expect(AppWindows.launchScene(of: Array(scenes.prefix(1))) == nil)
  }

  @Test func windowsArePlacedAtTheirUnitPointOfTheScreen() {
    let screen = CGSize(width: 1000, height: 800)
    let size = CGSize(width: 200, height: 100)
    #expect(WindowHost.origin(of: size, at: .topLeading, on: screen) == .zero)
    #expect(WindowHost.origin(of: size, at: .center, on: screen) == CGPoint(x: 400, y: 350))
    #expect(WindowHost.origin(of: size, at: .bottomTrailing, on: screen) == CGPoint(x: 800, y: 700))
    // Larger than the screen, or a position that is not a number: the top-left corner.
    #expect(WindowHost.origin(of: CGSize(width: 2000, height: 50), at: .trailing, on: screen).x == 0)
    #expect(WindowHost.origin(of: size, at: UnitPoint(x: .nan, y: 2), on: screen) == CGPoint(x: 0, y: 700))
  }

  @Test func resizabilityDecidesWhichContentLimitsBecomeSizeHints() {
    let graph = ViewGraph(
      content: Color.red.frame(minWidth: 200, maxWidth: 300, minHeight: 100, maxHeight: 120),
      services: .pango, environment: EnvironmentValues())
    graph.update()
    func limits(_ resizability: WindowResizability, _ kind: WindowDescription.Kind) -> [CGSize] {
      let limits = WindowHost.sizeLimits(of: graph, resizability: resizability, kind: kind)
      return [limits.min, limits.max]
    }
    let minimum = CGSize(width: 200, height: 100)
    let maximum = CGSize(width: 300, height: 120)
    #expect(limits(.contentSize, .group) == [minimum, maximum])
    #expect(limits(.contentMinSize, .settings) == [minimum, .zero], "no maximum")
    // By default every window is bounded by its content's minimum and maximum.
    #expect(limits(.automatic, .group) == [minimum, maximum])
    #expect(limits(.automatic, .single) == [minimum, maximum])
    #expect(limits(.automatic, .settings) == [minimum, maximum])
    // A default size beyond the maximum opens at the maximum.
    let opened = WindowHost.clamp(CGSize(width: 600, height: 50), to: (minimum, maximum))
    #expect(opened == CGSize(width: 300, height: 50))
    #expect(
      WindowHost.clamp(CGSize(width: 600, height: 50), to: (minimum, .zero)) == CGSize(width: 600, height: 50)
    )
  }

  /// The app's commands as a graph, as a running app keeps them; `log` records what ran.
  final class Log {
    var entries: [String] = []
  }

  func commandGraph(
    scenes: [WindowDescription], log: Log, @CommandsBuilder commands: () -> some Commands
  ) -> ViewGraph {
    let commands = commands()
    let content = AppCommands(
      sources: [CommandsSource { commands._commandContents() }], scenes: scenes,
      open: { scene in log.entries.append("open \(scene.title)") }, quit: { log.entries.append("quit") })
    let graph = ViewGraph(content: content, services: .pango, environment: EnvironmentValues())
    graph.update()
    return graph
  }

  func key(_ character: String, _ modifiers: KeyEvent.Modifiers = .control) -> KeyEvent {
    KeyEvent(key: .character(character), text: "", modifiers: modifiers)
  }

  @Test func commandButtonsRunByTheirShortcutsInMenuOrder() {
    let log = Log()
    let scenes = WindowGroup("Notes") { Text("Notes") }._windows()
    let graph = commandGraph(scenes: scenes, log: log) {
      CommandMenu("Note") {
        Button("New Note") { log.entries.append("new note") }.keyboardShortcut("n")
        Divider()
        Button("Delete") { log.entries.append("delete") }.keyboardShortcut(.delete, modifiers: [])
        Button("Off") { log.entries.append("off") }.keyboardShortcut("o").disabled(true)
      }
      CommandGroup(before: .help) {
        Button("Help") { log.entries.append("help") }.keyboardShortcut("?")
      }
    }
    // The File menu's New Window comes before the app's own menus, as on macOS.
    #expect(graph.performKeyboardShortcut(key("n")))
    #expect(graph.performKeyboardShortcut(KeyEvent(key: .backspace, text: "", modifiers: [])))
    #expect(graph.performKeyboardShortcut(key("?")))
    #expect(!graph.performKeyboardShortcut(key("o")), "a disabled command does not run")
    #expect(!graph.performKeyboardShortcut(key(",")), "no Settings scene, no Settings… command")
    #expect(log.entries == ["open Notes", "delete", "help"])
  }

  @Test func eachSingleWindowHasAWindowMenuItemThatItsShortcutRuns() {
    let log = Log()
    let scenes =
      WindowGroup("Notes") { Text("Notes") }._windows()
      + Window("Activity", id: "activity") { Text("Activity") }.keyboardShortcut(
        "0", modifiers: [.command, .option]
      )
      ._windows()
      + Window("Log", id: "log") { Text("Log") }._windows()
    #expect(
      scenes.map(\.keyboardShortcut) == [nil, KeyboardShortcut("0", modifiers: [.command, .option]), nil])
    let commands = AppCommands(
      sources: [], scenes: scenes, open: { scene in log.entries.append("open \(scene.title)") },
      quit: { log.entries.append("quit") })
    var environment = EnvironmentValues()
    environment.openWindow = OpenWindowAction(
      handler: { id in log.entries.append("window \(id)") }, valueHandler: { _, _ in })
    let graph = ViewGraph(content: commands, services: .pango, environment: environment)
    graph.update()
    #expect(graph.performKeyboardShortcut(key("0", [.control, .option])))
    #expect(!graph.performKeyboardShortcut(key("0", .control)))
    #expect(log.entries == ["window activity"])

    let menuBar = WindowMenuBar(sources: [], scenes: scenes, open: { _ in }, quit: {}, typeKey: { _ in })
    let host = TestHost(
      MenuBar(menuBar.entries()).environment(\.openWindow, environment.openWindow),
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(text: "Window")
    #expect(host.find(text: "Activity") != nil && host.find(text: "Log") != nil)
    host.tap(text: "Log")
    #expect(log.entries == ["window activity", "window log"])
  }

  @Test func controlQQuitsUnlessReplaced() {
    let log = Log()
    let scenes = WindowGroup("Notes") { Text("Notes") }._windows()
    let graph = commandGraph(scenes: scenes, log: log) {}
    #expect(graph.performKeyboardShortcut(key("q")))
    #expect(log.entries == ["quit"])
    let replaced = commandGraph(scenes: scenes, log: log) {
      CommandGroup(replacing: .appTermination) {
        Button("Leave") { log.entries.append("leave") }.keyboardShortcut("q")
      }
    }
    #expect(replaced.performKeyboardShortcut(key("q")))
    #expect(log.entries == ["quit", "leave"])
  }

  @Test func replacingAStandardGroupTakesItsShortcut() {
    let log = Log()
    let scenes = WindowGroup("Notes") { Text("Notes") }._windows() + Settings { Text("S") }._windows()
    let graph = commandGraph(scenes: scenes, log: log) {
      CommandMenu("Note") {
        Button("New Note") { log.entries.append("new note") }.keyboardShortcut("n")
      }
      CommandGroup(replacing: .newItem) {
        Button("New") { log.entries.append("replaced") }.keyboardShortcut("n", modifiers: [.command, .shift])
      }
      if log.entries.isEmpty {
        SidebarCommands()
        ToolbarCommands()
      }
      EmptyCommands()
    }
    #expect(graph.performKeyboardShortcut(key("n")))
    #expect(graph.performKeyboardShortcut(key("N", [.control, .shift])))
    // Settings… is there, and asks the app (here, no app: it warns) to open the settings.
    #expect(graph.performKeyboardShortcut(key(",")))
    #expect(log.entries == ["new note", "replaced"])
  }

  @Observable final class Model {
    var isLocked = true
  }

  struct ArchiveCommands: Commands {
    let model: Model
    let log: Log
    var body: some Commands {
      CommandMenu("Note") {
        Button("Archive") { log.entries.append("archive") }.keyboardShortcut("a").disabled(model.isLocked)
      }
    }
  }

  @Test func commandsFollowTheStateTheirBodiesRead() {
    let log = Log()
    let model = Model()
    let graph = commandGraph(scenes: [], log: log) { ArchiveCommands(model: model, log: log) }
    #expect(!graph.performKeyboardShortcut(key("a")))
    model.isLocked = false
    graph.update()
    #expect(graph.performKeyboardShortcut(key("a")))
    #expect(log.entries == ["archive"])
  }

  @Test func windowActionsWithoutAnAppDoNothing() {
    struct Opener: View {
      @Environment(\.openWindow) var openWindow
      @Environment(\.dismissWindow) var dismissWindow
      var body: some View {
        VStack {
          Button("Open") { openWindow(id: "nowhere") }.accessibilityIdentifier("open")
          Button("Open 3") { openWindow(value: 3) }.accessibilityIdentifier("open-value")
          Button("Close") { dismissWindow() }.accessibilityIdentifier("close")
          SettingsLink().accessibilityIdentifier("settings")
        }
      }
    }
    let host = TestHost(Opener(), text: .fixedAdvance)
    #expect(host.tap(id: "open"))
    #expect(host.tap(id: "open-value"))
    #expect(host.tap(id: "close"))
    #expect(host.tap(id: "settings"))
    #expect(host.find(text: "Settings…") != nil)
  }

  /// A group made for a type of value: its windows' content gets a binding to the value each
  /// presents, nil or the default value in a window opened without one, and follows changes
  /// made through it.
  @Test func aGroupForValuesBindsEachWindowsContentToItsValue() throws {
    struct Note: View {
      @Binding var number: Int
      var body: some View {
        Button("note \(number)") { number += 1 }
      }
    }
    let scene = WindowGroup(for: Int.self) { $number in
      Note(number: $number)
    } defaultValue: {
      7
    }
    let window = try #require(scene._windows().first)
    #expect(window.presentedType == ObjectIdentifier(Int.self))
    let graph = window.makeGraph(
      RenderServices(textMeasurer: FixedAdvanceTextMeasurer()), EnvironmentValues())
    graph.update()
    graph.layout(in: CGSize(width: 200, height: 100))
    #expect(graph.layoutTree().find(text: "note 7") != nil)

    let presented = PresentedWindowValue(AnyHashable(2))
    let host = TestHost(
      WindowGroup("Notes", for: Int.self) { $number in
        Text("note \(number.map { "\($0)" } ?? "none")")
        Button("Next") { number = (number ?? 0) + 1 }
      }.content(presented), text: .fixedAdvance)
    #expect(host.find(text: "note 2") != nil)
    #expect(host.tap(text: "Next"))
    #expect(presented.value == AnyHashable(3))
    #expect(host.find(text: "note 3") != nil)
  }
}
