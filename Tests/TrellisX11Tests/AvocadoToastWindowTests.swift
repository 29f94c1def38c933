import CX11
import Foundation
import Testing
import TrellisCore

/// The avocado-toast demo in a real window: the custom alignment lines the stars up with the
/// title, and as the window narrows the title keeps its text while "delicious" gives way.
@Suite(.serialized)
@MainActor
struct AvocadoToastWindowTests {
  private func launch() throws -> (AppProcess, XObserver, UInt) {
    let app = try AppProcess("AvocadoToast")
    let observer = try XObserver()
    let window = try #require(
      observer.window(titled: "Avocado Toast"), "the window did not appear: \(app.printed)")
    _ = try #require(app.waitForWindow(), "no frame was presented: \(app.printed)")
    return (app, observer, window)
  }

  private func orderCell(_ window: DumpedWindow) -> LayoutTreeNode? { window.root.find(id: "Avocado Toast") }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func theStarsAndTheTitleShareTheirMiddle() throws {
    let (app, _, _) = try launch()
    let dumped = try #require(app.window())
    #expect(dumped.size == [520, 410])
    let cell = try #require(orderCell(dumped))
    let title = try #require(cell.find(text: "Avocado Toast"))
    // The star rating is the cell's first column: a VStack of five images.
    let stars = try #require(cell.all(ofType: "VStack").first { $0.all(ofType: "Image").count == 5 })
    #expect(abs(stars.frame.midY - title.frame.midY) <= 1, "stars \(stars.frame), title \(title.frame)")
    #expect(stars.frame.maxX < title.frame.minX)
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func narrowingKeepsTheTitleWhileDeliciousTruncates() throws {
    let (app, observer, window) = try launch()
    let wide = try #require(app.window())
    let wideCell = try #require(orderCell(wide))
    let title = try #require(wideCell.find(text: "Avocado Toast")).frame
    let delicious = try #require(wideCell.find(text: "delicious")).frame
    let spacer = try #require(wideCell.all(ofType: "Spacer").first).frame
    // Take away the spacer's slack and all but 20 points of "delicious": the title still fits.
    let narrow = Int(520 - (spacer.width - 8) - (delicious.width - 20))
    observer.resize(window, width: narrow, height: 410)
    let resized = try #require(
      app.waitForWindow { $0.size == [CGFloat(narrow), 410] }, "the window did not narrow to \(narrow)")
    let narrowCell = try #require(orderCell(resized))
    let narrowTitle = try #require(narrowCell.find(text: "Avocado Toast")).frame
    let narrowDelicious = try #require(narrowCell.find(text: "delicious")).frame
    #expect(narrowTitle.width == title.width, "the title keeps its whole text")
    #expect(narrowDelicious.width < delicious.width, "delicious is truncated")
    #expect(narrowDelicious.width > 0)
  }

  @Test func snapshotRendersWithoutADisplay() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("avocado-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let app = try AppProcess(
      "AvocadoToast", arguments: ["--snapshot", file.path], environment: ["DISPLAY": ""])
    #expect(app.waitForExit() == 0)
    let data = try Data(contentsOf: file)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(app.printed.contains("(520×410 points)"))
  }
}
