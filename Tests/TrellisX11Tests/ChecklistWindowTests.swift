import CX11
import Foundation
import Testing
import TrellisCore

/// The Checklist demo, a `ReferenceFileDocument` in a real window: checking and adding items
/// mark the title edited, Control-Z and the Edit menu undo each change (back to the file's
/// state, the mark goes), and Control-S writes the items as JSON.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
final class ChecklistWindowTests {
  let folder: URL
  let file: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-checklist-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appendingPathComponent("trip.json")
    let items = """
      [{"id": "00000000-0000-0000-0000-000000000001", "isChecked": false, "title": "Tent"},
       {"id": "00000000-0000-0000-0000-000000000002", "isChecked": true, "title": "Matches"}]
      """
    try Data(items.utf8).write(to: file)
  }

  isolated deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  struct Item: Decodable, Equatable {
    let title: String
    let isChecked: Bool
  }

  /// The items saved in the file once there are `count` of them, or after a few seconds.
  private func savedItems(count: Int) -> [Item]? {
    let deadline = Date().addingTimeInterval(5)
    var items: [Item]?
    while Date() < deadline {
      items = (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode([Item].self, from: $0) }
      if items?.count == count { return items }
      usleep(20_000)
    }
    return items
  }

  @Test func checkingAndAddingAreUndoneAndSavedAsJSON() throws {
    let app = try AppProcess("Checklist", arguments: [file.path])
    let observer = try XObserver()
    let window = try #require(observer.window(titled: "trip.json"), "no window: \(app.printed)")
    let shown = try #require(
      app.waitForWindow { $0.root.find(id: "status")?.text == "1 of 2 done" }, "no list: \(app.printed)")
    observer.focus(window)
    // Check Tent: its checkbox is the first toggle.
    let tent = try #require(shown.root.all(ofType: "Toggle").first?.frame)
    observer.click(in: window, x: Int(tent.minX) + 8, y: Int(tent.midY))
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "2 of 2 done" } != nil)
    #expect(observer.window(titled: "*trip.json") != nil, "no edited mark: \(app.printed)")
    observer.press(Int32(XK_z), holding: [Int32(XK_Control_L)])
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "1 of 2 done" } != nil)
    #expect(observer.window(titled: "trip.json") != nil, "undoing back to the file left the mark")
    // Add an item from the field, with Return.
    let field = try #require(shown.root.find(id: "new-item")?.frame)
    observer.click(in: window, x: Int(field.midX), y: Int(field.midY))
    observer.type("Map")
    observer.press(Int32(XK_Return))
    #expect(app.waitForWindow { $0.root.find(id: "status")?.text == "1 of 3 done" } != nil)
    // The Edit menu names the step.
    observer.press(Int32(XK_e), holding: [Int32(XK_Alt_L)])
    #expect(
      app.waitForWindow { !$0.buttons(labeled: "Undo Add Item").isEmpty } != nil,
      "no Undo Add Item in the Edit menu: \(app.printed)")
    observer.press(Int32(XK_Escape))
    observer.press(Int32(XK_s), holding: [Int32(XK_Control_L)])
    #expect(
      savedItems(count: 3)
        == [
          Item(title: "Tent", isChecked: false), Item(title: "Matches", isChecked: true),
          Item(title: "Map", isChecked: false),
        ])
    #expect(observer.window(titled: "trip.json") != nil, "the mark stayed after saving")
  }
}
