import Foundation
import Testing
import TrellisCairo
import TrellisCore

/// Renders display lists and compares them with the PNGs in `Snapshots/`.
enum PainterSnapshot {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Renders `items` on white and expects the result to match `Snapshots/<name>.png`; a recorded
  /// reference fails the test so that it is looked at and run again.
  static func expectMatch(
    _ items: [DisplayItem], size: CGSize = CGSize(width: 120, height: 80), scale: CGFloat = 2,
    named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let png = RasterImage.renderPNG(
      DisplayList(items: items), size: size, scale: scale, background: .init(red: 1, green: 1, blue: 1))
    guard let png else {
      Issue.record("Rendering \(name) failed", sourceLocation: sourceLocation)
      return
    }
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: directory.appendingPathComponent("\(name).png"))
    #expect(outcome.isMatch, "\(outcome)", sourceLocation: sourceLocation)
  }
}

extension Color.Resolved {
  static func rgb(_ red: Float, _ green: Float, _ blue: Float, _ opacity: Float = 1) -> Color.Resolved {
    Color.Resolved(red: red, green: green, blue: blue, opacity: opacity)
  }
}

extension Paint {
  static func rgb(_ red: Float, _ green: Float, _ blue: Float, _ opacity: Float = 1) -> Paint {
    .color(.rgb(red, green, blue, opacity))
  }
}
