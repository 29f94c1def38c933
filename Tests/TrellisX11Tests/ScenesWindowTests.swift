import CX11
import Foundation
import Testing
import TrellisCore

/// Scenes in real windows (`TrellisTestApp scenes`): menu commands' shortcuts, the Settings
/// window on Control-Comma, `openWindow` and `dismissWindow`, driven with synthetic input.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct ScenesWindowTests {
  let app: AppProcess
  let observer: XObserver
  let window: UInt

  init() throws {
    app = try AppProcess("TrellisTestApp", arguments: ["scenes"])
    observer = try XObserver()
    window = try #require(observer.window(titled: "Trellis Test: scenes"), "no window: \(app.printed)")
    _ = try #require(app.waitForWindow { $0.root.find(id: "log") != nil }, "no frame: \(app.printed)")
    observer.focus(window)
  }

  func click(_ id: String, in window: UInt? = nil, of dumped: DumpedWindow? = nil) throws {
    let frame = try #require((dumped ?? app.window())?.root.find(id: id)?.frame, "no view \(id)")
    observer.click(in: window ?? self.window, x: Int(frame.midX), y: Int(frame.midY))
  }

  func waitForLog(_ text: String) -> DumpedWindow? {
    app.waitForWindow { $0.root.find(id: "log")?.text == "log: \(text)" }
  }

  func titles() -> [String] { app.windows().map(\.title) }

  @Test func controlQClosesEveryWindowAndEndsTheApp() throws {
    try click("activity")
    #expect(app.waitForWindows { $0.count == 2 } != nil, "no Activity window: \(app.printed)")
    observer.focus(window)
    observer.press(Int32(XK_q), holding: [Int32(XK_Control_L)])
    #expect(app.waitForExit() == 0, "Control-Q did not quit: \(app.printed)")
  }

  @Test func theMenuBarShowsTheMenusThatHaveItemsInLinuxOrder() throws {
    let bar = try #require(app.waitForWindow { !$0.root.all(ofType: "MenuBarItem").isEmpty }, "no menu bar")
    let titles = bar.root.all(ofType: "MenuBarItem").compactMap { $0.allNodes.first { $0.text != nil }?.text }
    // The app's Note menu before Window, which lists the Activity window (its window list
    // was replaced by nothing, but single windows have a group of their own). Help holds
    // Archive.
    #expect(titles == ["File", "Edit", "View", "Note", "Window", "Help"])
  }

  @Test func theWindowMenuOpensASingleWindow() throws {
    observer.press(Int32(XK_w), holding: [Int32(XK_Alt_L)])
    #expect(
      app.waitForWindow { !$0.buttons(labeled: "Activity").isEmpty } != nil,
      "no Activity in the Window menu: \(app.printed)")
    observer.press(Int32(XK_Return))
    #expect(observer.window(titled: "Activity") != nil, "Return on Activity opened no window: \(app.printed)")
  }

  @Test func onlyTheFirstSceneOpensAtLaunch() throws {
    #expect(titles() == ["Trellis Test: scenes"])
    #expect(observer.window(titled: "Activity", timeout: 0.3) == nil)
    #expect(observer.window(titled: "Settings", timeout: 0.3) == nil)
  }

  @Test func aCommandsShortcutRunsItsActionInTheWindow() throws {
    observer.press(Int32(XK_d), holding: [Int32(XK_Control_L)])
    usleep(200_000)
    #expect(app.window()?.root.find(id: "log")?.text == "log: none", "Archive is disabled at first")
    observer.press(Int32(XK_n), holding: [Int32(XK_Control_L)])
    #expect(waitForLog("new note") != nil, "Control-N did not run New Note: \(app.printed)")
    observer.press(Int32(XK_BackSpace))
    #expect(waitForLog("delete") != nil, "Backspace did not run Delete: \(app.printed)")
    observer.press(Int32(XK_n), holding: [Int32(XK_Control_L), Int32(XK_Shift_L)])
    #expect(waitForLog("replaced new window") != nil, "the replacing group's command did not run")
    observer.press(Int32(XK_d), holding: [Int32(XK_Control_L)])
    #expect(waitForLog("archive") != nil, "Archive did not follow the state that enables it")
    // The replaced New Window opened nothing.
    #expect(titles() == ["Trellis Test: scenes"])
  }

  @Test func controlCommaOpensTheSettingsWindowOnce() throws {
    observer.press(Int32(XK_comma), holding: [Int32(XK_Control_L)])
    let settings = app.waitForWindows { $0.map(\.title).contains("Settings") }
    #expect(settings?.last?.root.find(id: "settings-title") != nil, "no Settings window: \(app.printed)")
    #expect(observer.window(titled: "Settings") != nil)
    // Again, and through SettingsLink: the open one is raised, not a second one opened.
    observer.focus(window)
    observer.press(Int32(XK_comma), holding: [Int32(XK_Control_L)])
    try click("settings")
    usleep(300_000)
    #expect(titles().filter { $0 == "Settings" }.count == 1)
  }

  @Test func openWindowOpensTheSingleWindowOnceAndGroupsAgain() throws {
    try click("activity")
    let opened = app.waitForWindows { $0.map(\.title) == ["Trellis Test: scenes", "Activity"] }
    let activity = try #require(opened?.last, "no Activity window: \(app.printed)")
    #expect(activity.root.find(id: "activity-title") != nil)
    // Its default height, 160, is more than its content's 120 with `.contentSize` and the
    // menu bar's 26 above it (the app has commands); its `.defaultPosition(.bottomTrailing)`
    // puts it in the corner of the 1280 × 1024 screen.
    #expect(activity.size == [240, 146])
    #expect(activity.root.find(id: "menu-bar")?.frame == CGRect(x: 0, y: 0, width: 240, height: 26))
    let activityWindow = try #require(observer.window(titled: "Activity"))
    #expect(origin(of: activityWindow) == (1280 - 240, 1024 - 146))
    // `.windowLevel(.floating)`: the window manager is asked to keep it above the others; the
    // main window, at `.automatic`, asks nothing.
    #expect(observer.atomNames(activityWindow, "_NET_WM_STATE") == ["_NET_WM_STATE_ABOVE"])
    #expect(observer.atomNames(window, "_NET_WM_STATE").isEmpty)
    var hints = XSizeHints()
    var supplied = 0
    XGetWMNormalHints(observer.display, Window(activityWindow), &hints, &supplied)
    #expect(hints.flags & (PMinSize | PMaxSize) == PMinSize | PMaxSize)
    #expect([hints.min_width, hints.min_height, hints.max_width, hints.max_height] == [200, 126, 300, 146])
    // The main window, `.automatic`: its content's minimum and maximum too.
    XGetWMNormalHints(observer.display, Window(window), &hints, &supplied)
    #expect(hints.flags & (PMinSize | PMaxSize) == PMinSize | PMaxSize)
    try click("activity")
    usleep(300_000)
    #expect(titles() == ["Trellis Test: scenes", "Activity"], "a Window scene opens once")
    try click("another")
    let groups = app.waitForWindows { $0.filter { $0.title == "Trellis Test: scenes" }.count == 2 }
    #expect(groups != nil, "the window group did not open a second window: \(titles())")
  }

  @Test func openWindowWithAValueOpensAWindowPerValueAndRaisesTheOneShowingIt() throws {
    try click("note1")
    let one = app.waitForWindows { $0.map(\.title) == ["Trellis Test: scenes", "Note"] }
    let note = try #require(one?.last, "no Note window: \(app.printed)")
    #expect(note.root.find(id: "note-title")?.text == "note 1")
    // Again for 1: the open window is raised, not a second one opened; for 2, a second one.
    observer.focus(window)
    try click("note1")
    usleep(300_000)
    #expect(titles() == ["Trellis Test: scenes", "Note"])
    try click("note2")
    let two = try #require(
      app.waitForWindows { $0.filter { $0.title == "Note" }.count == 2 }, "no second Note window: \(titles())"
    )
    #expect(two.compactMap { $0.root.find(id: "note-title")?.text } == ["note 1", "note 2"])
    // The first changes its value through its binding; openWindow(value: 1) then opens anew.
    let first = try #require(allWindows(titled: "Note").min())
    try click("next", in: first, of: two[1])
    #expect(
      app.waitForWindows { $0.compactMap { $0.root.find(id: "note-title")?.text } == ["note 11", "note 2"] }
        != nil, "Next did not change the presented value")
    observer.focus(window)
    try click("note1")
    #expect(
      app.waitForWindows { $0.filter { $0.title == "Note" }.count == 3 } != nil,
      "no window for 1 once no window presented it: \(titles())")
  }

  @Test func aCommandActsOnTheKeyWindowsFocusedValue() throws {
    try click("note1")
    _ = try #require(app.waitForWindows { $0.filter { $0.title == "Note" }.count == 1 }, "no Note window")
    observer.focus(window)
    try click("note2")
    _ = try #require(
      app.waitForWindows { $0.filter { $0.title == "Note" }.count == 2 }, "no second Note window")
    let notes = allWindows(titled: "Note").sorted()
    func numbers() -> [String]? {
      app.windows().compactMap { $0.root.find(id: "note-title")?.text }
    }
    observer.focus(notes[1])
    usleep(100_000)
    observer.press(Int32(XK_j), holding: [Int32(XK_Control_L)])
    #expect(
      app.waitForWindows { $0.compactMap { $0.root.find(id: "note-title")?.text } == ["note 1", "note 102"] }
        != nil, "Skip Ahead did not change the key window's note: \(numbers() ?? [])")
    observer.focus(notes[0])
    usleep(100_000)
    observer.press(Int32(XK_j), holding: [Int32(XK_Control_L)])
    #expect(
      app.waitForWindows {
        $0.compactMap { $0.root.find(id: "note-title")?.text } == ["note 101", "note 102"]
      }
        != nil, "Skip Ahead did not follow the key window: \(numbers() ?? [])")
    // The main window publishes no note: the command is disabled there.
    observer.focus(window)
    usleep(100_000)
    observer.press(Int32(XK_j), holding: [Int32(XK_Control_L)])
    usleep(300_000)
    #expect(numbers() == ["note 101", "note 102"])
  }

  @Test func dismissWindowAndClosingTheLastWindowEndTheApp() throws {
    try click("activity")
    let opened = try #require(app.waitForWindows { $0.count == 2 }, "no Activity window: \(app.printed)")
    let activityWindow = try #require(observer.window(titled: "Activity"))
    try click("done", in: activityWindow, of: opened.last)
    #expect(
      app.waitForWindows { $0.map(\.title) == ["Trellis Test: scenes"] } != nil, "Done did not close it")
    // A second main window, closed by the window manager; then Close in the first ends the app.
    try click("another")
    let two = try #require(app.waitForWindows { $0.count == 2 }, "no second window")
    #expect(two.map(\.title) == ["Trellis Test: scenes", "Trellis Test: scenes"])
    let all = allWindows(titled: "Trellis Test: scenes")
    let second = try #require(all.first { $0 != window })
    observer.sendDeleteWindow(second)
    #expect(app.waitForWindows { $0.count == 1 } != nil, "the second window did not close")
    #expect(app.waitForExit(timeout: 0.3) == nil, "the app ended with a window open")
    try click("close")
    #expect(app.waitForExit() == 0)
  }

  @Test func controlWClosesTheWindow() throws {
    observer.press(Int32(XK_w), holding: [Int32(XK_Control_L)])
    #expect(app.waitForExit() == 0, "Control-W did not close the only window")
  }

  /// Where `window`'s top-left corner is on the screen.
  func origin(of window: UInt) -> (Int32, Int32) {
    var x: Int32 = 0
    var y: Int32 = 0
    var child: Window = 0
    let display = observer.display
    XTranslateCoordinates(display, Window(window), XDefaultRootWindow(display), 0, 0, &x, &y, &child)
    return (x, y)
  }

  /// Every top-level window titled `title`.
  func allWindows(titled title: String) -> [UInt] {
    var rootReturn: Window = 0
    var parent: Window = 0
    var children: UnsafeMutablePointer<Window>?
    var count: UInt32 = 0
    let display = observer.display
    guard XQueryTree(display, XDefaultRootWindow(display), &rootReturn, &parent, &children, &count) != 0,
      let children
    else { return [] }
    defer { XFree(children) }
    return (0..<Int(count)).map { UInt(children[$0]) }.filter {
      observer.stringProperty($0, "_NET_WM_NAME") == title
    }
  }
}
