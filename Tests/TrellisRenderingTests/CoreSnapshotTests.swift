import Foundation
import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// Renders views with Pango (DejaVu Sans) and compares them with `Snapshots/core-<name>.png`; a
/// missing reference is recorded and fails the test so that it is looked at and run again.
@MainActor
enum CoreSnapshot {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  static func expectMatch<V: View>(
    _ view: V, size: CGSize, scale: CGFloat = 2, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let host = TestHost(view, size: size)
    host.scale = scale
    expectMatch(host, named: name, sourceLocation: sourceLocation)
  }

  /// Compares what `host` shows now (after a test scrolled or hovered it) with the reference.
  static func expectMatch<V: View>(
    _ host: TestHost<V>, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let png = host.pngData() else {
      Issue.record("Rendering core-\(name) failed", sourceLocation: sourceLocation)
      return
    }
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: directory.appendingPathComponent("core-\(name).png"))
    #expect(outcome.isMatch, "\(outcome)", sourceLocation: sourceLocation)
  }
}

/// A snapshot of padding, background and border together, the modifiers every screen uses.
@MainActor
struct CoreSnapshotTests {
  @Test func paddedBackgroundsAndBorders() {
    CoreSnapshot.expectMatch(
      HStack(spacing: 12) {
        Text("Padded").padding(8).background(Color.yellow.opacity(0.4))
        Text("Bordered").padding(6).border(Color.blue, width: 2)
        Text("Capsule").padding(.horizontal, 12).padding(.vertical, 4)
          .background(Color.green.opacity(0.3), in: Capsule())
          .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 8, height: 8) }
      }
      .padding(), size: CGSize(width: 300, height: 70), named: "padding-background-border")
  }
}
