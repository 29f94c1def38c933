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

/// `.textEditorStyle`: the plain style draws the text alone, focused or not; a style of the
/// app's dresses the plain editor.
@MainActor
struct TextEditorStyleSnapshotTests {
  struct Paper: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration
        .padding(6)
        .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 4))
    }
  }

  struct Editors: View {
    @State var draft = "Plain text, no box: the editor fills its space."
    @State var focused = "Focused, still plain."
    @State var paper = "Dressed by a style of the app's."
    var body: some View {
      VStack(spacing: 10) {
        TextEditor(text: $draft).frame(height: 40)
        TextEditor(text: $focused).frame(height: 40).accessibilityIdentifier("focused")
        TextEditor(text: $paper).frame(height: 52).textEditorStyle(Paper())
      }
      .textEditorStyle(.plain)
      .font(.system(size: 13))
      .padding(12)
    }
  }

  @Test func plainAndCustomStyles() {
    ControlSnapshot.expectMatch(Editors(), size: CGSize(width: 220, height: 190), named: "texteditor-styles")
    {
      host in
      guard let focused = host.frame(of: "focused") else { return }
      host.tap(at: CGPoint(x: focused.maxX - 10, y: focused.midY))
    }
  }
}
