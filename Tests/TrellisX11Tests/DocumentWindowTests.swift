import CX11
import Foundation
import Testing
import TrellisCore

/// `DocumentGroup` in real windows (the TextPad demo): files named on the command line open in
/// windows titled after them, typing marks the title, and Control-S, Shift-Control-S and
/// Control-N save, save as and open a new document, driven with synthetic keys.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
final class DocumentWindowTests {
  let folder: URL
  let file: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-documents-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appendingPathComponent("notes.txt")
    try Data("Hello\n".utf8).write(to: file)
  }

  isolated deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs TextPad on `path`, waits for its window titled `title` and clicks into the text.
  private func open(_ path: String, titled title: String) throws -> (AppProcess, XObserver, UInt) {
    let app = try AppProcess("TextPad", arguments: [path])
    let observer = try XObserver()
    let window = try #require(observer.window(titled: title), "no window \(title): \(app.printed)")
    let dumped = try #require(
      app.waitForWindow { ($0.root.find(id: "text")?.frame.width ?? 0) > 0 }, "no editor: \(app.printed)")
    let frame = try #require(dumped.root.find(id: "text")?.frame)
    observer.focus(window)
    observer.click(in: window, x: Int(frame.midX), y: Int(frame.midY))
    observer.press(Int32(XK_End), holding: [Int32(XK_Control_L)])
    return (app, observer, window)
  }

  /// The contents of `url` once they are `expected`, or what they are after a few seconds.
  private func contents(of url: URL, becoming expected: String) -> String? {
    let deadline = Date().addingTimeInterval(5)
    var text: String?
    while Date() < deadline {
      text = try? String(contentsOf: url, encoding: .utf8)
      if text == expected { return text }
      usleep(20_000)
    }
    return text
  }

  @Test func typingMarksTheTitleAndControlSSavesTheFile() throws {
    let (app, observer, _) = try open(file.path, titled: "notes.txt")
    #expect(app.window()?.root.find(id: "status")?.text == "2 lines, 6 characters")
    observer.type("World")
    #expect(observer.window(titled: "*notes.txt") != nil, "no edited mark: \(app.printed)")
    observer.press(Int32(XK_s), holding: [Int32(XK_Control_L)])
    #expect(contents(of: file, becoming: "Hello\nWorld") == "Hello\nWorld")
    #expect(observer.window(titled: "notes.txt") != nil, "the mark stayed after saving")
  }

  @Test func aNameThatDoesNotExistIsCreatedOnTheFirstSave() throws {
    let draft = folder.appendingPathComponent("draft.txt")
    let (app, observer, _) = try open(draft.path, titled: "draft.txt")
    #expect(!FileManager.default.fileExists(atPath: draft.path))
    observer.type("Draft")
    #expect(observer.window(titled: "*draft.txt") != nil, "no edited mark: \(app.printed)")
    observer.press(Int32(XK_s), holding: [Int32(XK_Control_L)])
    #expect(contents(of: draft, becoming: "Draft") == "Draft")
  }

  @Test func saveAsWritesANewFileInTheDocumentsFolder() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    observer.type("Copy")
    observer.press(Int32(XK_s), holding: [Int32(XK_Control_L), Int32(XK_Shift_L)])
    let dialog = try #require(
      app.waitForWindow { $0.root.find(id: "file-dialog-name")?.text == "notes.txt" },
      "no Save dialog named after the file: \(app.printed)")
    let name = try #require(dialog.root.find(id: "file-dialog-name")?.frame)
    observer.click(in: window, x: Int(name.midX), y: Int(name.midY))
    observer.press(Int32(XK_a), holding: [Int32(XK_Control_L)])
    observer.type("copy")
    observer.press(Int32(XK_Return))
    let copy = folder.appendingPathComponent("copy.txt")
    #expect(contents(of: copy, becoming: "Hello\nCopy") == "Hello\nCopy")
    #expect(observer.window(titled: "copy.txt") != nil, "the title did not follow: \(app.printed)")
    // The file the window was opened on is left as it was.
    #expect(try String(contentsOf: file, encoding: .utf8) == "Hello\n")
  }

  @Test func controlNOpensAnUntitledDocument() throws {
    let (app, observer, _) = try open(file.path, titled: "notes.txt")
    observer.press(Int32(XK_n), holding: [Int32(XK_Control_L)])
    let windows = app.waitForWindows { $0.map(\.title) == ["notes.txt", "Untitled"] }
    #expect(windows != nil, "no untitled window: \(app.windows().map(\.title)) \(app.printed)")
    #expect(observer.window(titled: "Untitled") != nil)
  }

  /// Clicks the alert's button labeled `label`, once the alert shows.
  private func clickAlertButton(_ label: String, of app: AppProcess, in window: UInt, _ observer: XObserver)
    throws
  {
    let dumped = try #require(
      app.waitForWindow { !$0.buttons(labeled: label).isEmpty }, "no \(label) button: \(app.printed)")
    let frame = try #require(dumped.buttons(labeled: label).first?.frame)
    observer.click(in: window, x: Int(frame.midX), y: Int(frame.midY))
  }

  @Test func closingWithUnsavedChangesAsksAndDontSaveLeavesTheFile() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    observer.type("Lost")
    #expect(observer.window(titled: "*notes.txt") != nil)
    observer.press(Int32(XK_w), holding: [Int32(XK_Control_L)])
    let asked = app.waitForWindow { $0.root.find(text: "Save changes to “notes.txt” before closing?") != nil }
    #expect(asked != nil, "no question before closing: \(app.printed)")
    #expect(observer.window(titled: "*notes.txt", timeout: 0.2) != nil, "the window closed without asking")
    try clickAlertButton("Don’t Save", of: app, in: window, observer)
    #expect(app.waitForExit() == 0, "the app did not end with its window: \(app.printed)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "Hello\n")
  }

  @Test func theWindowManagersCloseAsksAndSaveSavesBeforeClosing() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    observer.type("Kept")
    #expect(observer.window(titled: "*notes.txt") != nil)
    observer.sendDeleteWindow(window)
    try clickAlertButton("Save", of: app, in: window, observer)
    #expect(app.waitForExit() == 0, "the app did not end with its window: \(app.printed)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "Hello\nKept")
  }

  @Test func cancelKeepsTheWindowAndItsChanges() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    observer.type("Still")
    observer.press(Int32(XK_w), holding: [Int32(XK_Control_L)])
    try clickAlertButton("Cancel", of: app, in: window, observer)
    let closedAlert = app.waitForWindow { $0.buttons(labeled: "Cancel").isEmpty }
    #expect(closedAlert != nil, "the alert stayed")
    #expect(observer.window(titled: "*notes.txt") != nil)
    #expect(app.process.isRunning)
  }

  @Test func quitClosesTheSavedWindowAndAsksAboutTheEditedOne() throws {
    let (app, observer, _) = try open(file.path, titled: "notes.txt")
    observer.press(Int32(XK_n), holding: [Int32(XK_Control_L)])
    let untitled = try #require(observer.window(titled: "Untitled"), "no untitled window: \(app.printed)")
    // The layout dump lists a new window before its first layout, at zero size: the editor's
    // frame counts once it has a size.
    let windows = try #require(
      app.waitForWindows { windows in
        windows.count == 2
          && (windows.first { $0.title == "Untitled" }?.root.find(id: "text")?.frame.width ?? 0) > 0
      })
    let editor = try #require(windows.first { $0.title == "Untitled" }?.root.find(id: "text")?.frame)
    // The new window lies over the first: a click before it is mapped would land on the one
    // below.
    #expect(observer.waitUntilViewable(untitled), "the untitled window was never mapped")
    observer.focus(untitled)
    observer.click(in: untitled, x: Int(editor.midX), y: Int(editor.midY))
    observer.type("New")
    #expect(observer.window(titled: "*Untitled") != nil, "no edited mark: \(app.printed)")
    observer.press(Int32(XK_q), holding: [Int32(XK_Control_L)])
    // The unchanged notes close; the edited document stays, asking.
    let asking = app.waitForWindows { windows in
      windows.map(\.title) == ["*Untitled"] && !windows[0].buttons(labeled: "Don’t Save").isEmpty
    }
    #expect(asking != nil, "windows: \(app.windows().map(\.title)) \(app.printed)")
    let edited = try #require(observer.window(titled: "*Untitled"))
    try clickAlertButton("Don’t Save", of: app, in: edited, observer)
    #expect(app.waitForExit() == 0, "the app did not end with its last window: \(app.printed)")
  }

  @Test func openingAFileReplacesAnUntouchedUntitledWindow() throws {
    let app = try AppProcess("TextPad", directory: folder)
    let observer = try XObserver()
    let untitled = try #require(observer.window(titled: "Untitled"), "no window: \(app.printed)")
    _ = app.waitForWindow { $0.root.find(id: "text") != nil }
    observer.focus(untitled)
    observer.press(Int32(XK_o), holding: [Int32(XK_Control_L)])
    let dialog = try #require(
      app.waitForWindow { $0.root.find(id: "file-dialog-row-notes.txt") != nil },
      "no Open dialog listing the folder: \(app.printed)")
    let row = try #require(dialog.root.find(id: "file-dialog-row-notes.txt")?.frame)
    observer.click(in: untitled, x: Int(row.midX), y: Int(row.midY))
    observer.press(Int32(XK_Return))
    let opened = app.waitForWindows { $0.map(\.title) == ["notes.txt"] }
    #expect(opened != nil, "windows: \(app.windows().map(\.title)) \(app.printed)")
    #expect(opened?.first?.root.find(id: "status")?.text == "2 lines, 6 characters")
  }

  /// Clicks the menu bar title `title`, then its item `item`, as a user would with the mouse.
  private func choose(
    _ item: String, inMenu title: String, of app: AppProcess, in window: UInt, _ observer: XObserver
  ) throws {
    let bar = try #require(app.waitForWindow { !$0.root.all(ofType: "MenuBarItem").isEmpty }, "no menu bar")
    let titleNode = try #require(
      bar.root.all(ofType: "MenuBarItem").first { $0.allNodes.contains { $0.text == title } },
      "no \(title) menu")
    observer.click(in: window, x: Int(titleNode.frame.midX), y: Int(titleNode.frame.midY))
    let open = try #require(
      app.waitForWindow { !$0.buttons(labeled: item).isEmpty },
      "no \(item) in the \(title) menu: \(app.printed)")
    let row = try #require(open.buttons(labeled: item).first?.frame)
    observer.click(in: window, x: Int(row.midX), y: Int(row.midY))
    // The menu closed before the item ran.
    _ = app.waitForWindow { $0.buttons(labeled: item).isEmpty }
  }

  @Test func theMenuBarSelectsCopiesPastesUndoesAndSaves() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    observer.type("World")
    try choose("Select All", inMenu: "Edit", of: app, in: window, observer)
    try choose("Copy", inMenu: "Edit", of: app, in: window, observer)
    observer.press(Int32(XK_End), holding: [Int32(XK_Control_L)])
    try choose("Paste", inMenu: "Edit", of: app, in: window, observer)
    #expect(
      app.waitForWindow { $0.root.find(id: "status")?.text == "3 lines, 22 characters" } != nil,
      "status: \(app.window()?.root.find(id: "status")?.text ?? "none")")
    // Undo takes the paste back, Redo puts it back again.
    try choose("Undo", inMenu: "Edit", of: app, in: window, observer)
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "2 lines, 11 characters" } != nil)
    try choose("Redo", inMenu: "Edit", of: app, in: window, observer)
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "3 lines, 22 characters" } != nil)
    try choose("Save", inMenu: "File", of: app, in: window, observer)
    #expect(contents(of: file, becoming: "Hello\nWorldHello\nWorld") == "Hello\nWorldHello\nWorld")
    #expect(observer.window(titled: "notes.txt") != nil, "the edited mark stayed after saving")
  }

  @Test func undoingBackToTheSavedTextClearsTheEditedMark() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    observer.type("World")
    observer.press(Int32(XK_s), holding: [Int32(XK_Control_L)])
    #expect(observer.window(titled: "notes.txt") != nil, "the mark stayed after saving")
    observer.type("!")
    #expect(observer.window(titled: "*notes.txt") != nil, "no edited mark: \(app.printed)")
    // The Edit menu names the step the window undoes.
    try choose("Undo Typing", inMenu: "Edit", of: app, in: window, observer)
    #expect(observer.window(titled: "notes.txt") != nil, "undoing back to the saved text left the mark")
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "2 lines, 11 characters" } != nil)
    observer.press(Int32(XK_z), holding: [Int32(XK_Control_L)])
    #expect(observer.window(titled: "*notes.txt") != nil, "undoing past the save left no mark")
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "2 lines, 6 characters" } != nil)
    observer.press(Int32(XK_z), holding: [Int32(XK_Control_L), Int32(XK_Shift_L)])
    #expect(observer.window(titled: "notes.txt") != nil, "redoing to the saved text left the mark")
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "2 lines, 11 characters" } != nil)
  }

  @Test func revertToSavedReadsTheFileAgainAfterAsking() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    observer.type("World")
    #expect(observer.window(titled: "*notes.txt") != nil, "no edited mark: \(app.printed)")
    try choose("Revert to Saved", inMenu: "File", of: app, in: window, observer)
    try clickAlertButton("Revert", of: app, in: window, observer)
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "2 lines, 6 characters" } != nil)
    #expect(observer.window(titled: "notes.txt") != nil, "the mark stayed after reverting")
    // What undo would have gone back through went with the changes.
    observer.press(Int32(XK_z), holding: [Int32(XK_Control_L)])
    usleep(200_000)
    #expect(app.window()?.root.find(id: "status")?.text == "2 lines, 6 characters")
  }

  @Test func openRecentListsTheFileOfTheLastRunAndOpensIt() throws {
    // Both runs keep their recent files in the same place.
    let data = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
    do {
      let app = try AppProcess("TextPad", arguments: [file.path], environment: data)
      let observer = try XObserver()
      let window = try #require(observer.window(titled: "notes.txt"), "no window: \(app.printed)")
      _ = app.waitForWindow { ($0.root.find(id: "text")?.frame.width ?? 0) > 0 }
      observer.focus(window)
      observer.press(Int32(XK_q), holding: [Int32(XK_Control_L)])
      #expect(app.waitForExit() == 0)
    }
    let app = try AppProcess("TextPad", environment: data)
    let observer = try XObserver()
    let window = try #require(observer.window(titled: "Untitled"), "no window: \(app.printed)")
    _ = app.waitForWindow { ($0.root.find(id: "text")?.frame.width ?? 0) > 0 }
    observer.focus(window)
    observer.press(Int32(XK_f), holding: [Int32(XK_Alt_L)])
    _ = try #require(app.waitForWindow { !$0.buttons(labeled: "Open…").isEmpty }, "no File menu")
    // Down to Open Recent, Right into it: the file of the last run is its first item.
    observer.press(Int32(XK_Down))
    observer.press(Int32(XK_Down))
    observer.press(Int32(XK_Right))
    #expect(
      app.waitForWindow { !$0.buttons(labeled: "notes.txt").isEmpty } != nil,
      "no notes.txt in Open Recent: \(app.printed)")
    observer.press(Int32(XK_Return))
    #expect(
      app.waitForWindows { $0.map(\.title).contains("notes.txt") } != nil,
      "Open Recent opened no window: \(app.windows().map(\.title))")
  }

  @Test func theFileMenuListsTheDocumentCommandsWithTheirShortcuts() throws {
    let (app, observer, window) = try open(file.path, titled: "notes.txt")
    let bar = try #require(app.waitForWindow { !$0.root.all(ofType: "MenuBarItem").isEmpty })
    let titles = bar.root.all(ofType: "MenuBarItem").compactMap { $0.allNodes.first { $0.text != nil }?.text }
    #expect(titles == ["File", "Edit"])
    let file = try #require(bar.root.all(ofType: "MenuBarItem").first?.frame)
    observer.click(in: window, x: Int(file.midX), y: Int(file.midY))
    let open = try #require(app.waitForWindow { !$0.root.all(ofType: "MenuPanel").isEmpty })
    let items = open.root.all(ofType: "MenuItem").compactMap { $0.allNodes.first { $0.text != nil }?.text }
    #expect(
      items == [
        "New", "Open…", "Open Recent", "Save", "Save As…", "Revert to Saved", "Close", "Quit TextPad",
      ])
    #expect(open.root.all(ofType: "MenuSeparator").count == 2)
    observer.press(Int32(XK_Escape))
    #expect(
      app.waitForWindow { $0.root.all(ofType: "MenuPanel").isEmpty } != nil, "Escape left the menu open")
  }

  @Test func f10OpensTheFileMenuAndTheArrowsWalkTheBar() throws {
    let (app, observer, _) = try open(file.path, titled: "notes.txt")
    observer.press(Int32(XK_F10))
    let file = app.waitForWindow { window in
      window.root.all(ofType: "MenuItem").contains { $0.allNodes.contains { $0.text == "Open…" } }
    }
    #expect(file != nil, "F10 opened no File menu: \(app.printed)")
    observer.press(Int32(XK_Right))
    #expect(
      app.waitForWindow { !$0.buttons(labeled: "Select All").isEmpty } != nil, "Right did not move to Edit")
    observer.press(Int32(XK_Escape))
    #expect(
      app.waitForWindow { $0.root.all(ofType: "MenuPanel").isEmpty } != nil, "Escape left the menu open")
    // Focus went back to the text.
    observer.type("!")
    #expect(
      app.waitForWindow { $0.root.find(id: "status")?.text == "2 lines, 7 characters" } != nil,
      "typing went elsewhere after the menu closed")
  }

  @Test func altAndATitlesFirstLetterOpensThatMenuFromTheText() throws {
    let (app, observer, _) = try open(file.path, titled: "notes.txt")
    observer.press(Int32(XK_e), holding: [Int32(XK_Alt_L)])
    #expect(
      app.waitForWindow { !$0.buttons(labeled: "Select All").isEmpty } != nil, "Alt-E opened no Edit menu")
    observer.press(Int32(XK_f), holding: [Int32(XK_Alt_L)])
    #expect(
      app.waitForWindow { !$0.buttons(labeled: "Save As…").isEmpty } != nil, "Alt-F did not move to File")
    observer.press(Int32(XK_Escape))
    #expect(app.waitForWindow { $0.root.all(ofType: "MenuPanel").isEmpty } != nil)
    // Neither letter went into the text.
    #expect(app.window()?.root.find(id: "status")?.text == "2 lines, 6 characters")
  }
}
