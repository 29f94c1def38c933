import CX11
import Foundation
import Testing
import TrellisCore

/// The gallery demo in a real window: every section shows, and the appearance picker turns the
/// whole window dark and back.
@Suite(.serialized)
@MainActor
struct GalleryWindowTests {
  private static let sections = [
    "Buttons", "Toggles", "Values", "Drag & Drop", "Pickers", "Menus & Time", "Text Input", "Colors",
    "Gradients",
    "Materials", "Strokes",
    "Effects", "Matched geometry", "Labels & Symbols", "Disclosure & Groups", "Lazy grid", "Table",
  ]

  private func launch() throws -> (AppProcess, XObserver, UInt) {
    let app = try AppProcess("Gallery")
    let observer = try XObserver()
    let window = try #require(observer.window(titled: "Gallery"), "the window did not appear: \(app.printed)")
    _ = try #require(app.waitForWindow(), "no frame was presented: \(app.printed)")
    return (app, observer, window)
  }

  /// The brightness, 0…255, of a pixel: the mean of its channels.
  private func brightness(_ pixel: UInt32?) -> Int? {
    pixel.map { Int(($0 >> 16) & 0xff + ($0 >> 8) & 0xff + $0 & 0xff) / 3 }
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func everySectionShows() throws {
    let (app, _, _) = try launch()
    let dumped = try #require(app.window())
    #expect(dumped.size == [860, 760])
    for section in Self.sections {
      #expect(dumped.root.find(id: section) != nil, "no \(section) section")
    }
    #expect(dumped.root.find(text: "Every control and shape style, drawn by Trellis") != nil)
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func choosingDarkTurnsTheBackgroundDarkAndLightTurnsItBack() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let scale = first.scale
    // A point of bare window background, between the header's text and the picker.
    let (x, y) = (Int(400 * scale), Int(10 * scale))
    let light = try #require(brightness(observer.pixel(window, x: x, y: y)))
    #expect(light > 200)
    let picker = try #require(first.root.find(id: "appearance"))
    let dark = try #require(picker.find(text: "Dark")).frame
    observer.click(in: window, x: Int(dark.midX * scale), y: Int(dark.midY * scale))
    var deadline = Date().addingTimeInterval(5)
    while (brightness(observer.pixel(window, x: x, y: y)) ?? 255) > 60, Date() < deadline { usleep(20_000) }
    #expect((brightness(observer.pixel(window, x: x, y: y)) ?? 255) < 60, "the background did not turn dark")

    let lightSegment = try #require(picker.find(text: "Light")).frame
    observer.click(in: window, x: Int(lightSegment.midX * scale), y: Int(lightSegment.midY * scale))
    deadline = Date().addingTimeInterval(5)
    while (brightness(observer.pixel(window, x: x, y: y)) ?? 0) < 200, Date() < deadline { usleep(20_000) }
    #expect(
      brightness(observer.pixel(window, x: x, y: y)) == light, "the background did not turn light again")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func deleteAsksInAnAlertThatEscapeCloses() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let scale = first.scale
    let buttons = try #require(first.root.find(id: "Buttons"))
    let delete = try #require(buttons.find(text: "Delete")).frame
    observer.click(in: window, x: Int(delete.midX * scale), y: Int(delete.midY * scale))
    let shown = app.waitForWindow { $0.root.find(text: "Delete all taps?") != nil }
    #expect(shown != nil, "no alert after clicking Delete: \(app.printed)")
    observer.focus(window)
    observer.type(keysym: 0xff1b)  // Escape
    let closed = app.waitForWindow { $0.root.find(text: "Delete all taps?") == nil }
    #expect(closed != nil, "Escape did not close the alert")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func backToTopScrollsTheSectionsBack() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let scale = first.scale
    let top = try #require(first.root.find(id: "Buttons")).frame.minY
    // Scroll the wheel down over the sections until the button shows, then click it.
    observer.movePointer(into: window, x: Int(300 * scale), y: Int(400 * scale))
    for _ in 0..<40 { observer.click(in: window, x: Int(300 * scale), y: Int(400 * scale), button: 5) }
    let scrolled = try #require(
      app.waitForWindow { ($0.root.find(id: "Buttons")?.frame.minY ?? top) < top - 100 },
      "the wheel did not scroll")
    let button = try #require(scrolled.root.find(id: "backToTop")).frame
    observer.click(in: window, x: Int(button.midX * scale), y: Int(button.midY * scale))
    let back = app.waitForWindow { $0.root.find(id: "Buttons")?.frame.minY == top }
    #expect(back != nil, "Back to top did not scroll back")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func holdingTheResetButtonResetsTheTapsWhileThePointerIsStillDown() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let scale = first.scale
    let buttons = try #require(first.root.find(id: "Buttons"))
    let large = try #require(buttons.find(text: "Large")).frame
    observer.click(in: window, x: Int(large.midX * scale), y: Int(large.midY * scale))
    _ = try #require(app.waitForWindow { $0.root.find(text: "1 tap") != nil }, "the click did not count")

    let hold = try #require(buttons.find(id: "holdToReset")).frame
    observer.movePointer(into: window, x: Int(hold.midX * scale), y: Int(hold.midY * scale))
    observer.setButton(down: true)
    let holding = app.waitForWindow { $0.root.find(text: "Keep holding…") != nil }
    #expect(holding != nil, "pressing did not show: \(app.printed)")
    // 0.8 s later, with the button still down, the count is reset and the label is back.
    let reset = app.waitForWindow(timeout: 5) {
      $0.root.find(text: "0 taps") != nil && $0.root.find(text: "Hold to reset") != nil
    }
    observer.setButton(down: false)
    #expect(reset != nil, "the long press did not reset the taps")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func ctrlClickAddsATableRowToTheSelection() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let scale = first.scale
    // The table is at the bottom of the right column: wheel down until it is all in view.
    observer.movePointer(into: window, x: Int(600 * scale), y: Int(400 * scale))
    for _ in 0..<60 { observer.click(in: window, x: Int(600 * scale), y: Int(400 * scale), button: 5) }
    let scrolled = try #require(
      app.waitForWindow { dumped in
        guard let table = dumped.root.find(id: "Table")?.frame else { return false }
        return table.minY > 80 && table.maxY < 760
      }, "the table did not scroll into view")
    let section = try #require(scrolled.root.find(id: "Table"))
    #expect(section.find(text: "1 selected") != nil)
    let mars = try #require(section.find(text: "Mars")).frame
    observer.setKey(Int32(XK_Control_L), down: true)
    observer.click(in: window, x: Int(mars.midX * scale), y: Int(mars.midY * scale))
    observer.setKey(Int32(XK_Control_L), down: false)
    let both = app.waitForWindow { $0.root.find(id: "Table")?.find(text: "2 selected") != nil }
    #expect(both != nil, "Ctrl-click did not add the row: \(app.printed)")
    // A plain click selects that row alone.
    observer.click(in: window, x: Int(mars.midX * scale), y: Int(mars.midY * scale))
    let one = app.waitForWindow { $0.root.find(id: "Table")?.find(text: "1 selected") != nil }
    #expect(one != nil, "a click did not select the row alone")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func theInspectorShowsTheFocusedSectionAndResizesByItsDivider() throws {
    let (app, observer, window) = try launch()
    let scale = try #require(app.window()).scale
    observer.focus(window)
    observer.press(Int32(XK_i), holding: [Int32(XK_Control_L), Int32(XK_Alt_L)])
    let shown = try #require(
      app.waitForWindow { $0.root.find(id: "sections")?.frame.width == 610 },
      "Control-Alt-I did not show the inspector: \(app.printed)")
    #expect(shown.root.find(id: "inspector-section")?.find(text: "None") != nil)
    // Tab past the inspector switch and the appearance picker to the first button.
    for _ in 0..<3 { observer.press(Int32(XK_Tab)) }
    #expect(
      app.waitForWindow { $0.root.find(id: "inspector-section")?.find(text: "Buttons") != nil } != nil,
      "the inspector did not show the focused section")
    // Dragging the divider 50 points towards the content widens the inspector by as much.
    let divider = try #require(shown.root.find(id: "inspector-divider")).frame
    let y = Int(divider.midY * scale)
    observer.movePointer(into: window, x: Int(divider.midX * scale), y: y)
    observer.setButton(down: true)
    for step in 1...5 {
      observer.movePointer(into: window, x: Int((divider.midX - CGFloat(step * 10)) * scale), y: y)
    }
    observer.setButton(down: false)
    #expect(
      app.waitForWindow { $0.root.find(id: "sections")?.frame.width == 560 } != nil,
      "the divider did not resize the inspector")
    // The inspector switch in the header hides it again.
    let toggle = try #require(app.window()?.root.find(id: "inspector")).frame
    observer.click(in: window, x: Int(toggle.midX * scale), y: Int(toggle.midY * scale))
    #expect(
      app.waitForWindow {
        $0.root.find(id: "sections")?.frame.width == 860 && $0.root.find(id: "inspector-divider") == nil
      }
        != nil, "the switch did not hide the inspector")
  }

  /// Presses at `from` (points), moves to `to` in six steps and, if `release`, lets go there.
  private func drag(
    in window: UInt, _ observer: XObserver, scale: CGFloat, from: CGPoint, to: CGPoint, release: Bool = true
  ) {
    observer.movePointer(into: window, x: Int(from.x * scale), y: Int(from.y * scale))
    observer.setButton(down: true)
    for step in 1...6 {
      let t = CGFloat(step) / 6
      let x = from.x + (to.x - from.x) * t
      let y = from.y + (to.y - from.y) * t
      observer.movePointer(into: window, x: Int(x * scale), y: Int(y * scale))
    }
    if release { observer.setButton(down: false) }
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func draggingAFruitMovesItToTheBasketAndOntoTheNoteAsItsName() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let scale = first.scale
    let apple = try #require(first.root.find(id: "fruit-Apple")).frame
    let basket = try #require(first.root.find(id: "bin-Basket")).frame
    drag(
      in: window, observer, scale: scale, from: CGPoint(x: apple.midX, y: apple.midY),
      to: CGPoint(x: basket.midX, y: basket.midY), release: false)
    // Over the basket the preview follows the pointer, keeping where the chip was grabbed.
    let dragging = app.waitForWindow { window in
      window.root.allNodes.contains { $0.type == "DragPreview" && abs($0.frame.midX - basket.midX) < 1 }
    }
    #expect(dragging != nil, "no preview over the basket: \(app.printed)")
    observer.setButton(down: false)
    #expect(
      app.waitForWindow {
        $0.root.find(id: "bin-Basket")?.find(text: "Apple") != nil
          && $0.root.find(id: "bin-Pantry")?.find(text: "Apple") == nil
          && !$0.root.allNodes.contains { $0.type == "DragPreview" }
      } != nil, "the apple did not move to the basket")

    // Onto the note a fruit arrives as its name, converted a moment after the drop (the
    // window's spinner animates meanwhile, which once starved that conversion's task).
    let banana = try #require(app.window()?.root.find(id: "fruit-Banana")).frame
    let note = try #require(first.root.find(id: "fruitNote")).frame
    drag(
      in: window, observer, scale: scale, from: CGPoint(x: banana.midX, y: banana.midY),
      to: CGPoint(x: note.midX, y: note.midY))
    #expect(
      app.waitForWindow { $0.root.find(text: "Dropped Banana") != nil } != nil,
      "the note did not take the name: \(app.printed)")
    #expect(
      app.window()?.root.find(id: "bin-Pantry")?.find(text: "Banana") != nil,
      "dropping on the note took the banana out of the pantry")
  }

  @Test func snapshotRendersWithoutADisplay() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let app = try AppProcess("Gallery", arguments: ["--snapshot", file.path], environment: ["DISPLAY": ""])
    #expect(app.waitForExit() == 0)
    let data = try Data(contentsOf: file)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(app.printed.contains("(860×760 points)"))
  }
}
