import CX11
import Foundation
import Testing
import TrellisCore

/// The rings demo in a real window: "Add Wedge" adds a wedge, clicking a wedge removes it once
/// its transition ends, and the random walk keeps redrawing the ring.
@Suite(.serialized)
@MainActor
struct RingsWindowTests {
  private func launch() throws -> (AppProcess, XObserver, UInt) {
    let app = try AppProcess("Rings")
    let observer = try XObserver()
    let window = try #require(observer.window(titled: "Rings"), "the window did not appear: \(app.printed)")
    _ = try #require(app.waitForWindow(), "no frame was presented: \(app.printed)")
    return (app, observer, window)
  }

  /// The wedges' ids, in drawing order.
  private func wedgeIDs(_ window: DumpedWindow) -> [String] {
    window.root.all(ofType: "WedgeShape").compactMap(\.id)
  }

  private func click(_ observer: XObserver, _ window: UInt, _ point: CGPoint, scale: CGFloat) {
    observer.click(in: window, x: Int(point.x * scale), y: Int(point.y * scale))
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func addingAWedgeAddsItsView() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    #expect(wedgeIDs(first) == (0..<8).map { "wedge\($0)" })
    let add = try #require(first.root.find(id: "add"))
    click(observer, window, CGPoint(x: add.frame.midX, y: add.frame.midY), scale: first.scale)
    let after = app.waitForWindow { self.wedgeIDs($0).count == 9 }
    #expect(after.map(wedgeIDs)?.last == "wedge8")
    #expect(after?.root.find(text: "9 wedges — click one to remove it.") != nil)
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func clickingAWedgeRemovesItAfterItsTransition() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let wedge = try #require(first.root.find(id: "wedge0"))
    // The first wedge starts at angle zero (pointing right) and runs clockwise; its inner radius
    // is a quarter of the ring's and every wedge reaches out to at least 40%.
    let radius = min(wedge.frame.width, wedge.frame.height) / 2
    let angle = 0.15
    let point = CGPoint(
      x: wedge.frame.midX + radius * 0.33 * cos(angle), y: wedge.frame.midY + radius * 0.33 * sin(angle))
    click(observer, window, point, scale: first.scale)
    let counted = app.waitForWindow { $0.root.find(text: "7 wedges — click one to remove it.") != nil }
    #expect(counted != nil, "the model did not drop the wedge")
    let removed = app.waitForWindow { !self.wedgeIDs($0).contains("wedge0") }
    #expect(removed.map(wedgeIDs) == (1..<8).map { "wedge\($0)" })
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func theRandomWalkKeepsChangingTheRing() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let ring = try #require(first.root.find(id: "wedge0")).frame
    let walk = try #require(first.root.find(id: "walk")).frame
    // Pixels on a circle through the middle of the wedges.
    func samples() -> [UInt32?] {
      (0..<48).map { index in
        let angle = Double(index) / 48 * 2 * .pi
        let radius = min(ring.width, ring.height) * 0.3
        return observer.pixel(
          window, x: Int((ring.midX + radius * cos(angle)) * first.scale),
          y: Int((ring.midY + radius * sin(angle)) * first.scale))
      }
    }
    let still = samples()
    usleep(300_000)
    #expect(samples() == still, "nothing moves before the walk starts")
    click(observer, window, CGPoint(x: walk.maxX - 20, y: walk.midY), scale: first.scale)
    usleep(1_500_000)
    #expect(samples() != still, "the ring did not change while walking")
  }

  @Test func snapshotRendersWithoutADisplay() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("rings-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let app = try AppProcess("Rings", arguments: ["--snapshot", file.path], environment: ["DISPLAY": ""])
    #expect(app.waitForExit() == 0)
    let data = try Data(contentsOf: file)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(app.printed.contains("(560×620 points)"))
  }
}
