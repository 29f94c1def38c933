import Testing
import TrellisTesting

@testable import TrellisCore

/// Text editors drawn with DejaVu: wrapped text with an inactive selection, a focused editor
/// with its caret and scroll indicator, and one with its background hidden, centered and
/// coloured text and extra line spacing.
@MainActor
struct TextEditorSnapshotTests {
  struct Editors: View {
    @State var notes = "The quick brown fox jumps over the lazy dog, then naps in the sun."
    @State var log = "First line\nSecond line is long enough to wrap\nThird\nFourth\nFifth\nSixth"
    @State var poem = "Roses are red,\nviolets are blue."
    var body: some View {
      VStack(spacing: 10) {
        TextEditor(text: $notes).frame(height: 56).accessibilityIdentifier("selection")
        TextEditor(text: $log).frame(height: 64).accessibilityIdentifier("caret")
        TextEditor(text: $poem)
          .scrollContentBackground(.hidden)
          .multilineTextAlignment(.center)
          .lineSpacing(4)
          .foregroundStyle(.blue)
          .frame(height: 48)
          .background(Color.yellow.opacity(0.25))
        TextEditor(text: $poem).disabled(true).frame(height: 48)
      }
      .font(.system(size: 13))
      .padding(12)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func editors(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Editors(), size: CGSize(width: 220, height: 270), colorScheme: colorScheme,
      named: "texteditor-\(colorScheme == .dark ? "dark" : "light")"
    ) { host in
      guard let selection = host.frame(of: "selection"), let caret = host.frame(of: "caret") else { return }
      // A selection across a wrap, left inactive when focus moves to the second editor.
      host.drag(
        from: CGPoint(x: selection.minX + 70, y: selection.minY + 12),
        to: CGPoint(x: selection.minX + 60, y: selection.minY + 28))
      host.advanceClock(by: 1)
      host.tap(at: CGPoint(x: caret.minX + 40, y: caret.minY + 28))
    }
  }
}
