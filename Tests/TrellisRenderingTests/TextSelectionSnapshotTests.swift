import Testing
import TrellisTesting

@testable import TrellisCore

/// A selectable text with a range dragged across its wrapped lines, drawn with Pango; checked by eye
/// once and then against `Snapshots/control-text-selection-*.png`.
@MainActor
struct TextSelectionSnapshotTests {
  struct Details: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("Serial number").font(.caption).foregroundStyle(.secondary)
        Text("TRL-2026-0481-XK").font(.body.monospaced()).accessibilityIdentifier("serial")
        Text("Selectable text copies with Control-C, like any label on a desktop.")
          .accessibilityIdentifier("note")
      }
      .textSelection(.enabled)
      .padding(10)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func aSelectedWordAndADraggedRange(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Details(), size: CGSize(width: 220, height: 110), colorScheme: colorScheme,
      named: "text-selection-\(colorScheme == .dark ? "dark" : "light")"
    ) { host in
      guard let note = host.frame(of: "note") else { return }
      // From "copies" on the first line to the middle of the second.
      host.drag(
        from: CGPoint(x: note.minX + 75, y: note.minY + 8), to: CGPoint(x: note.minX + 60, y: note.maxY - 8))
    }
  }

  @Test func theCopyMenuOverASelection() {
    ControlSnapshot.expectMatch(
      Details(), size: CGSize(width: 220, height: 130), named: "text-selection-menu"
    ) { host in
      guard let serial = host.frame(of: "serial") else { return }
      host.drag(
        from: CGPoint(x: serial.minX + 1, y: serial.midY), to: CGPoint(x: serial.minX + 70, y: serial.midY))
      let point = CGPoint(x: serial.minX + 30, y: serial.midY)
      host.graph.pointerMoved(to: point)
      host.graph.pointerDown(at: point, button: .secondary)
      host.graph.pointerUp(at: point, button: .secondary)
    }
  }
}
