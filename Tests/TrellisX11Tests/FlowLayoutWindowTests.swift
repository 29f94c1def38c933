import CX11
import Foundation
import Testing
import TrellisCore

/// The flow-layout demo in a real window: 150 tags wrap into lines, and the segmented picker
/// moves them into a column.
@Suite(.serialized)
@MainActor
struct FlowLayoutWindowTests {
  private func launch() throws -> (AppProcess, XObserver, UInt) {
    let app = try AppProcess("FlowLayout")
    let observer = try XObserver()
    let window = try #require(
      observer.window(titled: "Flow Layout"), "the window did not appear: \(app.printed)")
    _ = try #require(app.waitForWindow(), "no frame was presented: \(app.printed)")
    return (app, observer, window)
  }

  /// The tags' frames, by number.
  private func tags(_ window: DumpedWindow) -> [CGRect] {
    guard let scroll = window.root.find(id: "tags") else { return [] }
    return (0..<150).compactMap { scroll.find(text: "\($0)")?.frame }
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func tagsWrapIntoLinesThatFillTheWidth() throws {
    let (app, _, _) = try launch()
    let dumped = try #require(app.window())
    let frames = tags(dumped)
    #expect(frames.count == 150)
    let lines = Dictionary(grouping: frames, by: \.minY)
    #expect(lines.count > 5, "150 tags in a 640-point window take several lines")
    let width = try #require(dumped.root.find(id: "tags")).frame.width
    for line in lines.values {
      let sorted = line.sorted { $0.minX < $1.minX }
      #expect(sorted.count > 1)
      #expect(sorted.last!.maxX <= width, "a line does not overflow the scroll view")
      // Tags sit side by side with no spacing: between two numbers, only their default padding
      // of 16 points on each side (give or take a pixel of rounding).
      for (left, right) in zip(sorted, sorted.dropFirst()) { #expect(abs(right.minX - left.maxX - 32) <= 1) }
    }
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func pickingVStackStacksTheTags() throws {
    let (app, observer, window) = try launch()
    let first = try #require(app.window())
    let segment = try #require(first.root.find(id: "layoutType")?.find(text: "vStack")).frame
    observer.click(
      in: window, x: Int(segment.midX * first.scale), y: Int(segment.midY * first.scale))
    // The change animates: wait for the tags to settle into one column.
    let stacked = app.waitForWindow(timeout: 10) { window in
      let frames = self.tags(window)
      return frames.count == 150 && Set(frames.prefix(10).map(\.midX)).count == 1
    }
    let frames = try #require(stacked.map(tags))
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY <= $1.minY + 1 }, "each tag below the last")
  }

  @Test func snapshotRendersWithoutADisplay() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let app = try AppProcess(
      "FlowLayout", arguments: ["--snapshot", file.path], environment: ["DISPLAY": ""])
    #expect(app.waitForExit() == 0)
    let data = try Data(contentsOf: file)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(app.printed.contains("(640×520 points)"))
  }
}
