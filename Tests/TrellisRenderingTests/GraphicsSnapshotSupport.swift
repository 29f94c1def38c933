import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Renders views headlessly (Pango text, cairo) and compares them with `Snapshots/graphics-*.png`.
@MainActor
enum GraphicsSnapshot {
  /// Renders `view` in a root of `size` points at `scale` and expects it to match
  /// `Snapshots/<name>.png`; a copy goes to /tmp/graphics for looking at.
  static func expectMatch<V: View>(
    _ view: V, size: CGSize, scale: CGFloat = 2, colorScheme: ColorScheme = .light, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let host = TestHost(view, size: size, colorScheme: colorScheme)
    host.scale = scale
    guard let png = host.pngData() else {
      Issue.record("Rendering \(name) failed", sourceLocation: sourceLocation)
      return
    }
    try? FileManager.default.createDirectory(
      atPath: "/tmp/graphics", withIntermediateDirectories: true)
    try? png.write(to: URL(fileURLWithPath: "/tmp/graphics/\(name).png"))
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: PainterSnapshot.directory.appendingPathComponent("\(name).png"))
    #expect(outcome.isMatch, "\(outcome)", sourceLocation: sourceLocation)
  }
}
